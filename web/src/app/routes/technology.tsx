import { ButtonLink } from '../../components/ui/button-link';
import type { IconName } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { IconCards } from './icon-cards';
import shared from './marketing.module.css';

const CORE_TECHNOLOGIES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'flow',
    title: '自动化流程引擎',
    text: '支持可视化编排、条件分支、定时触发与失败重试，一个流程即可串联数据采集、处理、通知与执行。',
  },
  {
    icon: 'chip',
    title: '边缘计算与嵌入式系统',
    text: '自研控制板与边缘计算终端，在本地完成数据处理与决策，网络中断时仍按既定策略继续运行。',
  },
  {
    icon: 'eye',
    title: '机器视觉与感知',
    text: '融合摄像头与多类传感器数据，识别设备状态与环境变化，为自动化决策提供可靠输入。',
  },
  {
    icon: 'cloud',
    title: '云边协同平台',
    text: '统一管理大规模终端，支持远程配置、固件在线升级、实时监控与异常告警。',
  },
];

const PROCESS_NODES: readonly { node: string; tier: string; text: string }[] = [
  {
    node: '28nm',
    tier: '成熟工艺',
    text: '用于工业控制主板与传感器主控：供货稳定、成本可控，适合需要长期连续运行的设备。',
  },
  {
    node: '14nm',
    tier: '主流工艺',
    text: '用于边缘计算模组：兼顾算力与功耗，可在本地运行轻量级识别与分析模型。',
  },
  {
    node: '7nm',
    tier: '先进工艺',
    text: '用于高性能 AI 推理方案：以更低的功耗提供更高算力，支撑端侧复杂模型推理。',
  },
];

const RESEARCH_TOPICS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'spark',
    title: '端侧 AI 推理优化',
    text: '通过模型量化、剪枝与算子优化，让模型在资源受限的设备上高效运行。',
  },
  { icon: 'signal', title: '低功耗物联网通信', text: '研究低功耗广域网络与自组网技术，延长电池供电设备的工作时长。' },
  { icon: 'chart', title: '自适应流程挖掘', text: '从运行日志中自动发现可优化的流程环节，给出自动化改进建议。' },
  { icon: 'shield', title: '安全可信计算', text: '设备身份认证、固件签名与数据加密，保障自动化系统的全链路安全。' },
];

const ROADMAP: readonly { year: string; title: string; text: string }[] = [
  { year: '2025', title: '平台夯实', text: '发布新一代流程引擎与云端管理平台，完善设备接入与远程运维能力。' },
  { year: '2026', title: '边缘智能', text: '推出基于 14nm 方案的边缘计算模组，端侧识别与决策能力全面升级。' },
  { year: '2027', title: '规模化部署', text: '支持大规模终端集群管理，开放平台接口，与更多合作伙伴共建生态。' },
  { year: '2028', title: '自主决策', text: '基于 7nm AI 推理方案，打造能够自我优化、自主决策的下一代自动化系统。' },
];

export function TechnologyPage() {
  return (
    <>
      <PageHeader title="核心技术" eyebrow="技术与研发">
        从芯片方案、嵌入式系统到云端平台，我们在软硬件全栈持续投入研发。
      </PageHeader>

      <Section id="core" title="核心技术">
        <IconCards items={CORE_TECHNOLOGIES} />
      </Section>

      <Section
        id="process-nodes"
        title="芯片制程工艺"
        tone="soft"
        intro="我们根据不同场景选择合适的芯片制程，在性能、功耗与成本之间取得平衡。"
      >
        <ul className={`${shared.cards} ${shared.cardsThree}`}>
          {PROCESS_NODES.map((item) => (
            <li key={item.node} className={shared.card}>
              <span className={shared.figure}>{item.node}</span>
              <span className={shared.badge}>{item.tier}</span>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="research" title="研究方向">
        <IconCards items={RESEARCH_TOPICS} />
      </Section>

      <Section id="roadmap" title="技术路线图" tone="soft" intro="2025 — 2028">
        <ol className={shared.timeline}>
          {ROADMAP.map((item) => (
            <li key={item.year} className={shared.milestone}>
              <h3>
                <span className={shared.year}>{item.year}</span>
                {item.title}
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
        <div className={shared.actions}>
          <ButtonLink to="/contact">与我们的工程师交流</ButtonLink>
        </div>
      </Section>
    </>
  );
}
