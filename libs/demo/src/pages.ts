import type { PageKey, SectionTexts } from '@site/contracts';

/**
 * The site pages in English for `npm start` (SEED_DEMO=true): the title and, per section key, the
 * texts of the default Chinese pages (services/content/src/pages/default-pages.ts) in the shape of
 * the section's data, as a page's translation stores them (docs/languages.md). Texts the Chinese
 * page leaves empty are left out. Seeded published, which opens the site in English.
 */
export interface DemoPageWords {
  title: string;
  sections: Record<string, SectionTexts>;
}

const STATS = [
  { value: '30+', label: 'Patent filings' },
  { value: '100+', label: 'Engineers' },
  { value: '20+', label: 'Partners' },
];

export const DEMO_PAGES_EN: Record<PageKey, DemoPageWords> = {
  home: {
    title: 'Home',
    sections: {
      hero: {
        eyebrow: 'Automation · Smart hardware',
        title: 'Automation that keeps creating value for you',
        text:
          'We combine software automation with smart hardware to help entrepreneurs and businesses build ' +
          'automated systems that run reliably for years. Machines take over the repetitive work, and returns ' +
          'keep coming in while you rest: “passive income” built on dependable technology.',
        buttons: [{ label: 'Explore products' }, { label: 'Contact us' }],
      },
      capabilities: {
        title: 'Core capabilities',
        intro: 'From process design to devices on site, we deliver automation with software and hardware as one.',
        items: [
          {
            title: 'Process automation software',
            text: 'Design workflows visually. Scheduled jobs, data collection, alerts and reports run by themselves.',
          },
          {
            title: 'Smart hardware terminals',
            text: 'Our own control boards and edge terminals run 24/7, taking automation into stores, warehouses and plants.',
          },
          {
            title: 'Cloud management platform',
            text: 'Manage devices and jobs in one console: remote setup, online updates, live monitoring and alerts.',
          },
          {
            title: 'Data analysis and tuning',
            text: 'Track operating data and returns, and let the figures guide your strategy so the system keeps improving.',
          },
        ],
      },
      'about-teaser': {
        title: 'About us',
        html:
          '<p>We are a technology team focused on software automation and smart hardware. From embedded systems ' +
          'and edge computing to cloud platforms, we develop our own technology and use it to help customers spend ' +
          'their time on what matters more.</p>' +
          '<p>Every solution is proven by long-term operation in real settings: stable, transparent and easy to ' +
          'control. That is our promise to our customers.</p>',
        items: STATS,
        buttons: [{ label: 'About our company' }, { label: 'Our technology' }],
      },
      cta: {
        title: 'Ready to start automating?',
        text: 'Tell us about your setting and your goals, and our engineers will recommend the right software and hardware for it.',
        buttons: [{ label: 'Browse products' }, { label: 'Contact us' }],
      },
    },
  },
  about: {
    title: 'About us',
    sections: {
      header: {
        eyebrow: 'Company profile',
        title: 'About us',
        text: 'Putting the power of software and hardware to work, so that automation truly serves people.',
      },
      story: {
        title: 'Our story',
        html:
          '<p>We started from a simple idea: every day, many people repeat the same tasks, such as sorting data, ' +
          'watching over equipment and handling orders and messages, and machines could do this work reliably.</p>' +
          '<p>So engineers from software development, embedded systems and data analysis came together to build ' +
          'automation that joins software and hardware: software orchestrates the processes and makes decisions, ' +
          'smart hardware senses and acts in the real world, and a cloud platform connects it all.</p>' +
          '<p>Today we have more than 100 engineers, have filed over 30 patent applications, and serve customers ' +
          'across many industries together with more than 20 partners. We believe a good automation system should ' +
          'be stable, transparent and easy to control: it keeps working for you, so your returns grow steadily even ' +
          'while you rest.</p>',
        items: STATS,
      },
      mission: {
        title: 'Mission and vision',
        items: [
          {
            title: 'Mission',
            text: 'Make automation affordable and useful for every person and business, giving time back to thinking and creating.',
          },
          {
            title: 'Vision',
            text: 'A trusted partner in automation and smart hardware, building “passive income” on reliable technology and service.',
          },
        ],
      },
      values: {
        title: 'Our values',
        intro: 'These four words shape how we build our products and how we work with others.',
        items: [
          {
            title: 'Innovation',
            text: 'We do our own R&D, exploring edge intelligence, process mining and more to solve real problems.',
          },
          {
            title: 'Collaboration',
            text: 'We talk openly and work closely with customers, partners and each other to put solutions into practice.',
          },
          {
            title: 'Sustainability',
            text: 'We design for low power and long, stable operation, creating lasting value with less energy and upkeep.',
          },
          {
            title: 'Excellence',
            text: 'We hold every line of code and every circuit board to a high standard, and earn lasting trust through quality.',
          },
        ],
        buttons: [{ label: 'Our technology' }, { label: 'Contact us' }],
      },
    },
  },
  technology: {
    title: 'Technology',
    sections: {
      header: {
        eyebrow: 'Technology and R&D',
        title: 'Core technology',
        text: 'From chip platforms and embedded systems to the cloud, we keep investing in R&D across the full software and hardware stack.',
      },
      core: {
        title: 'Core technology',
        items: [
          {
            title: 'Automation workflow engine',
            text: 'Visual design, branching, scheduled triggers and retries: one workflow links data, processing, alerts and action.',
          },
          {
            title: 'Edge and embedded systems',
            text: 'Our control boards and edge terminals process data and decide locally, and keep to plan when the network drops.',
          },
          {
            title: 'Machine vision and sensing',
            text: 'Camera and sensor data combined to recognise device states and changes around them: reliable input for automation.',
          },
          {
            title: 'Cloud-edge platform',
            text: 'Manage large fleets of terminals with remote setup, over-the-air firmware updates, live monitoring and alerts.',
          },
        ],
      },
      'process-nodes': {
        title: 'Chip process nodes',
        intro: 'We choose the right process node for each use, balancing performance, power consumption and cost.',
        items: [
          {
            figure: '28nm',
            badge: 'Mature node',
            text: 'For industrial control boards and sensor controllers: steady supply and controlled cost, suited to devices that run around the clock for years.',
          },
          {
            figure: '14nm',
            badge: 'Mainstream node',
            text: 'For edge computing modules: a balance of computing power and power draw, running lightweight recognition and analysis models on the device.',
          },
          {
            figure: '7nm',
            badge: 'Advanced node',
            text: 'For high-performance AI inference: more computing power at lower power consumption, running complex models on the device itself.',
          },
        ],
      },
      research: {
        title: 'Research areas',
        items: [
          {
            title: 'On-device AI inference',
            text: 'Quantisation, pruning and operator tuning let models run efficiently on devices with limited resources.',
          },
          {
            title: 'Low-power IoT networking',
            text: 'Low-power wide-area and mesh networks that let battery-powered devices work for longer.',
          },
          {
            title: 'Adaptive process mining',
            text: 'Finding the steps worth improving in operating logs automatically, and suggesting how to automate them.',
          },
          {
            title: 'Secure, trusted computing',
            text: 'Device identity, signed firmware and encrypted data keep the whole automation chain secure.',
          },
        ],
      },
      roadmap: {
        title: 'Technology roadmap',
        intro: '2025 — 2028',
        items: [
          {
            period: '2025',
            title: 'Solid foundations',
            text: 'Launch the next-generation workflow engine and cloud management platform, and round out device onboarding and remote operations.',
          },
          {
            period: '2026',
            title: 'Edge intelligence',
            text: 'Release edge computing modules built on 14nm chips, with a full upgrade of on-device recognition and decision-making.',
          },
          {
            period: '2027',
            title: 'Deployment at scale',
            text: "Manage large fleets of devices, open the platform's APIs, and grow the ecosystem with more partners.",
          },
          {
            period: '2028',
            title: 'Autonomous decisions',
            text: 'Build on 7nm AI inference to create a new generation of automation systems that optimise themselves and decide on their own.',
          },
        ],
        buttons: [{ label: 'Talk to an engineer' }],
      },
    },
  },
};
