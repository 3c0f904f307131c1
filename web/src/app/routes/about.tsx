import { ButtonLink } from '../../components/ui/button-link';
import { Icon, type IconName } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { StatList } from '../../components/ui/stat-list';
import { COMPANY_STATS } from './company-facts';
import shared from './marketing.module.css';

const VALUES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'spark',
    title: '创新',
    text: '坚持自主研发，持续探索边缘智能、流程挖掘等前沿方向，用新技术解决真实问题。',
  },
  {
    icon: 'team',
    title: '协作',
    text: '与客户、合作伙伴和团队成员坦诚沟通、紧密配合，共同把方案落到实处。',
  },
  {
    icon: 'leaf',
    title: '可持续',
    text: '重视低功耗设计与长期稳定运行，让系统以更少的能耗和维护创造持续的价值。',
  },
  {
    icon: 'star',
    title: '卓越',
    text: '对每一行代码、每一块电路板都追求高标准，以可靠的品质赢得长期信任。',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHeader title="关于我们" eyebrow="公司简介">
        用软件与硬件的力量，让自动化真正为人所用。
      </PageHeader>

      <Section id="story" title="我们的故事">
        <div className={shared.split}>
          <div className={shared.prose}>
            <p>
              我们起步于一个简单的想法：很多人每天都在重复相同的操作——整理数据、盯守设备、处理订单与消息，
              而这些工作本可以由机器可靠地完成。
            </p>
            <p>
              于是，一群来自软件工程、嵌入式开发和数据分析领域的工程师走到一起，打造软硬件结合的自动化方案：
              软件负责流程编排与决策，智能硬件在真实环境中感知与执行，云端平台把一切连接起来。
            </p>
            <p>
              今天，我们拥有 100 多名工程师，累计提交 30 余项专利申请，并与 20 多家合作伙伴一起服务各行业客户。
              我们相信，好的自动化系统应当稳定、透明、易于掌控——它替你持续工作，让收益在你休息时也能稳步积累。
            </p>
          </div>
          <StatList stats={COMPANY_STATS} />
        </div>
      </Section>

      <Section id="mission" title="使命与愿景" tone="soft">
        <ul className={`${shared.cards} ${shared.cardsTwo}`}>
          <li className={shared.card}>
            <h3>使命</h3>
            <p>让每个人、每家企业都用得起、用得好自动化，把时间还给思考与创造。</p>
          </li>
          <li className={shared.card}>
            <h3>愿景</h3>
            <p>成为值得信赖的软件自动化与智能硬件伙伴，让“被动收入”建立在可靠的技术与长期服务之上。</p>
          </li>
        </ul>
      </Section>

      <Section id="values" title="我们的价值观" intro="这四个词决定了我们如何做产品、如何与人合作。">
        <ul className={shared.cards}>
          {VALUES.map((value) => (
            <li key={value.title} className={shared.card}>
              <span className={shared.cardIcon}>
                <Icon name={value.icon} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
        <div className={shared.actions}>
          <ButtonLink to="/technology" variant="secondary">
            了解核心技术
          </ButtonLink>
          <ButtonLink to="/contact">联系我们</ButtonLink>
        </div>
      </Section>
    </>
  );
}
