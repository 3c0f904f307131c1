import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import type { IconName } from '../../components/ui/icons';
import { Section } from '../../components/ui/section';
import { StatList } from '../../components/ui/stat-list';
import { COMPANY_STATS } from './company-facts';
import styles from './home.module.css';
import { IconCards } from './icon-cards';
import shared from './marketing.module.css';

const CAPABILITIES: readonly { icon: IconName; title: string; text: string }[] = [
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
];

export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>软件自动化 · 智能硬件</p>
            <h1 id="home-title" className={styles.title}>
              让自动化为你持续创造价值
            </h1>
            <p className={styles.lead}>
              我们把软件自动化与智能硬件结合在一起，帮助个人创业者和企业搭建可以长期稳定运行的自动化系统——
              重复的工作交给机器完成，收益在你休息时也能持续产生，让“被动收入”建立在可靠的技术之上。
            </p>
            <div className={shared.actions}>
              <ButtonLink to="/products">探索产品</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                联系我们
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </Container>
      </section>

      <Section id="capabilities" title="核心能力" intro="从流程设计到设备落地，我们提供软硬件一体化的自动化能力。">
        <IconCards items={CAPABILITIES} />
      </Section>

      <Section id="about-teaser" title="关于我们" tone="soft">
        <div className={shared.split}>
          <div className={shared.prose}>
            <p>
              我们是一支专注于软件自动化与智能硬件的技术团队。从嵌入式系统、边缘计算到云端平台，我们坚持自主研发，
              用可靠的技术帮助客户把时间花在更有价值的事情上。
            </p>
            <p>每一套方案都经过真实场景的长期运行验证：稳定、透明、易于掌控，这是我们对客户的承诺。</p>
            <div className={shared.actions}>
              <ButtonLink to="/about" variant="secondary">
                了解更多
              </ButtonLink>
              <ButtonLink to="/technology" variant="secondary">
                核心技术
              </ButtonLink>
            </div>
          </div>
          <StatList stats={COMPANY_STATS} />
        </div>
      </Section>

      <section className={styles.ctaSection} aria-labelledby="home-cta-title">
        <Container>
          <div className={shared.cta}>
            <h2 id="home-cta-title">准备好开启自动化之旅了吗？</h2>
            <p>告诉我们你的场景和目标，我们的工程师会为你推荐合适的软硬件方案。</p>
            <div className={shared.actions}>
              <ButtonLink to="/products" variant="inverse">
                浏览产品
              </ButtonLink>
              <ButtonLink to="/contact" variant="outlineInverse">
                联系我们
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/** Abstract "connected devices" drawing; purely decorative. */
function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 360 280" fill="none" aria-hidden="true">
      <rect x="20" y="30" width="130" height="80" rx="14" className={styles.artPanel} />
      <rect x="210" y="20" width="130" height="80" rx="14" className={styles.artPanel} />
      <rect x="115" y="180" width="130" height="80" rx="14" className={styles.artPanel} />
      <path d="M150 70h60M85 110v40a20 20 0 0 0 20 20h10M275 100v50a20 20 0 0 1-20 20h-10" className={styles.artLine} />
      <circle cx="180" cy="70" r="6" className={styles.artDot} />
      <circle cx="85" cy="140" r="6" className={styles.artDot} />
      <circle cx="275" cy="135" r="6" className={styles.artDot} />
      <rect x="40" y="52" width="60" height="8" rx="4" className={styles.artBar} />
      <rect x="40" y="72" width="90" height="8" rx="4" className={styles.artBarSoft} />
      <rect x="230" y="42" width="90" height="8" rx="4" className={styles.artBar} />
      <rect x="230" y="62" width="50" height="8" rx="4" className={styles.artBarSoft} />
      <rect x="135" y="202" width="70" height="8" rx="4" className={styles.artBar} />
      <rect x="135" y="222" width="90" height="8" rx="4" className={styles.artBarSoft} />
    </svg>
  );
}
