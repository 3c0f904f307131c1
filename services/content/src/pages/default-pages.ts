import type { PageKey } from '@site/contracts';

/**
 * The pages as the site showed them before staff could edit them (the words were in
 * web/src/app/routes): each page starts as this, so the site looks the same after the upgrade.
 * Raw input, checked by `parsePageSections` like any save.
 */

const COMPANY_STATS = [
  { value: '30+', label: '专利申请' },
  { value: '100+', label: '工程师' },
  { value: '20+', label: '合作伙伴' },
];

export const DEFAULT_PAGES: Record<PageKey, { sections: unknown[] }> = {
  home: {
    sections: [
      {
        key: 'hero',
        type: 'hero',
        data: {
          size: 'large',
          eyebrow: '软件自动化 · 智能硬件',
          title: '让自动化为你持续创造价值',
          text: '我们把软件自动化与智能硬件结合在一起，帮助个人创业者和企业搭建可以长期稳定运行的自动化系统—— 重复的工作交给机器完成，收益在你休息时也能持续产生，让“被动收入”建立在可靠的技术之上。',
          buttons: [
            { label: '探索产品', href: '/products', style: 'primary' },
            { label: '联系我们', href: '/contact', style: 'secondary' },
          ],
        },
      },
      {
        key: 'capabilities',
        type: 'cards',
        data: {
          title: '核心能力',
          intro: '从流程设计到设备落地，我们提供软硬件一体化的自动化能力。',
          items: [
            {
              icon: 'flow',
              title: '流程自动化软件',
              text: '可视化编排业务流程，定时任务、数据采集、消息通知与报表生成全部自动完成，把人从重复操作中解放出来。',
            },
            {
              icon: 'chip',
              title: '智能硬件终端',
              text: '自研控制板与边缘计算终端，7×24 小时稳定运行，让自动化从屏幕延伸到门店、仓库和生产现场。',
            },
            {
              icon: 'cloud',
              title: '云端管理平台',
              text: '集中管理设备与任务：远程配置、在线升级、实时监控和异常告警，一个后台掌握全部运行状态。',
            },
            {
              icon: 'chart',
              title: '数据分析与优化',
              text: '持续追踪运行数据与收益表现，用数据指导策略调整，让自动化系统越跑越高效。',
            },
          ],
        },
      },
      {
        key: 'about-teaser',
        type: 'stats',
        data: {
          title: '关于我们',
          tone: 'soft',
          html:
            '<p>我们是一支专注于软件自动化与智能硬件的技术团队。从嵌入式系统、边缘计算到云端平台，我们坚持自主研发， 用可靠的技术帮助客户把时间花在更有价值的事情上。</p>' +
            '<p>每一套方案都经过真实场景的长期运行验证：稳定、透明、易于掌控，这是我们对客户的承诺。</p>',
          items: COMPANY_STATS,
          buttons: [
            { label: '了解更多', href: '/about', style: 'secondary' },
            { label: '核心技术', href: '/technology', style: 'secondary' },
          ],
        },
      },
      {
        key: 'cta',
        type: 'cta',
        data: {
          title: '准备好开启自动化之旅了吗？',
          text: '告诉我们你的场景和目标，我们的工程师会为你推荐合适的软硬件方案。',
          buttons: [
            { label: '浏览产品', href: '/products', style: 'primary' },
            { label: '联系我们', href: '/contact', style: 'secondary' },
          ],
        },
      },
    ],
  },
  about: {
    sections: [
      {
        key: 'header',
        type: 'hero',
        data: {
          size: 'compact',
          eyebrow: '公司简介',
          title: '关于我们',
          text: '用软件与硬件的力量，让自动化真正为人所用。',
        },
      },
      {
        key: 'story',
        type: 'stats',
        data: {
          title: '我们的故事',
          html:
            '<p>我们起步于一个简单的想法：很多人每天都在重复相同的操作——整理数据、盯守设备、处理订单与消息， 而这些工作本可以由机器可靠地完成。</p>' +
            '<p>于是，一群来自软件工程、嵌入式开发和数据分析领域的工程师走到一起，打造软硬件结合的自动化方案： 软件负责流程编排与决策，智能硬件在真实环境中感知与执行，云端平台把一切连接起来。</p>' +
            '<p>今天，我们拥有 100 多名工程师，累计提交 30 余项专利申请，并与 20 多家合作伙伴一起服务各行业客户。 我们相信，好的自动化系统应当稳定、透明、易于掌控——它替你持续工作，让收益在你休息时也能稳步积累。</p>',
          items: COMPANY_STATS,
        },
      },
      {
        key: 'mission',
        type: 'cards',
        data: {
          title: '使命与愿景',
          tone: 'soft',
          items: [
            { title: '使命', text: '让每个人、每家企业都用得起、用得好自动化，把时间还给思考与创造。' },
            {
              title: '愿景',
              text: '成为值得信赖的软件自动化与智能硬件伙伴，让“被动收入”建立在可靠的技术与长期服务之上。',
            },
          ],
        },
      },
      {
        key: 'values',
        type: 'cards',
        data: {
          title: '我们的价值观',
          intro: '这四个词决定了我们如何做产品、如何与人合作。',
          items: [
            {
              icon: 'spark',
              title: '创新',
              text: '坚持自主研发，持续探索边缘智能、流程挖掘等前沿方向，用新技术解决真实问题。',
            },
            { icon: 'team', title: '协作', text: '与客户、合作伙伴和团队成员坦诚沟通、紧密配合，共同把方案落到实处。' },
            {
              icon: 'leaf',
              title: '可持续',
              text: '重视低功耗设计与长期稳定运行，让系统以更少的能耗和维护创造持续的价值。',
            },
            { icon: 'star', title: '卓越', text: '对每一行代码、每一块电路板都追求高标准，以可靠的品质赢得长期信任。' },
          ],
          buttons: [
            { label: '了解核心技术', href: '/technology', style: 'secondary' },
            { label: '联系我们', href: '/contact', style: 'primary' },
          ],
        },
      },
    ],
  },
  technology: {
    sections: [
      {
        key: 'header',
        type: 'hero',
        data: {
          size: 'compact',
          eyebrow: '技术与研发',
          title: '核心技术',
          text: '从芯片方案、嵌入式系统到云端平台，我们在软硬件全栈持续投入研发。',
        },
      },
      {
        key: 'core',
        type: 'cards',
        data: {
          title: '核心技术',
          items: [
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
          ],
        },
      },
      {
        key: 'process-nodes',
        type: 'figures',
        data: {
          title: '芯片制程工艺',
          tone: 'soft',
          intro: '我们根据不同场景选择合适的芯片制程，在性能、功耗与成本之间取得平衡。',
          items: [
            {
              figure: '28nm',
              badge: '成熟工艺',
              text: '用于工业控制主板与传感器主控：供货稳定、成本可控，适合需要长期连续运行的设备。',
            },
            {
              figure: '14nm',
              badge: '主流工艺',
              text: '用于边缘计算模组：兼顾算力与功耗，可在本地运行轻量级识别与分析模型。',
            },
            {
              figure: '7nm',
              badge: '先进工艺',
              text: '用于高性能 AI 推理方案：以更低的功耗提供更高算力，支撑端侧复杂模型推理。',
            },
          ],
        },
      },
      {
        key: 'research',
        type: 'cards',
        data: {
          title: '研究方向',
          items: [
            {
              icon: 'spark',
              title: '端侧 AI 推理优化',
              text: '通过模型量化、剪枝与算子优化，让模型在资源受限的设备上高效运行。',
            },
            {
              icon: 'signal',
              title: '低功耗物联网通信',
              text: '研究低功耗广域网络与自组网技术，延长电池供电设备的工作时长。',
            },
            {
              icon: 'chart',
              title: '自适应流程挖掘',
              text: '从运行日志中自动发现可优化的流程环节，给出自动化改进建议。',
            },
            {
              icon: 'shield',
              title: '安全可信计算',
              text: '设备身份认证、固件签名与数据加密，保障自动化系统的全链路安全。',
            },
          ],
        },
      },
      {
        key: 'roadmap',
        type: 'timeline',
        data: {
          title: '技术路线图',
          tone: 'soft',
          intro: '2025 — 2028',
          items: [
            {
              period: '2025',
              title: '平台夯实',
              text: '发布新一代流程引擎与云端管理平台，完善设备接入与远程运维能力。',
            },
            {
              period: '2026',
              title: '边缘智能',
              text: '推出基于 14nm 方案的边缘计算模组，端侧识别与决策能力全面升级。',
            },
            {
              period: '2027',
              title: '规模化部署',
              text: '支持大规模终端集群管理，开放平台接口，与更多合作伙伴共建生态。',
            },
            {
              period: '2028',
              title: '自主决策',
              text: '基于 7nm AI 推理方案，打造能够自我优化、自主决策的下一代自动化系统。',
            },
          ],
          buttons: [{ label: '与我们的工程师交流', href: '/contact', style: 'primary' }],
        },
      },
    ],
  },
};
