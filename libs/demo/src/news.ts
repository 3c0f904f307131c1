import type { Locale } from '@site/contracts';
import type { DemoNewsCoverTheme } from './image-names';

/**
 * Demo news for `npm start` (SEED_DEMO=true): articles of a software-automation and smart-hardware
 * company, filed under the news categories the catalog's demo seed creates (named by their path
 * from the top). Bodies are built from sections into HTML with headings, paragraphs and lists.
 */

export interface DemoSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A numbered list (steps) instead of bullets. */
  ordered?: boolean;
}

/** An article's words in one language. */
export interface DemoArticleWords {
  title: string;
  /** Empty: made from the content, as for an article saved without one. */
  summary: string;
  intro: string;
  sections: DemoSection[];
}

export interface DemoArticle extends DemoArticleWords {
  /** Category names from the top-level news category down. */
  category: string[];
  author: string;
  cover: DemoNewsCoverTheme;
  /** Days before now it was published. */
  daysAgo: number;
  views: number;
  /** The English version, seeded as published, with the same sections as the Chinese body. */
  en?: DemoArticleWords & { coverAlt: string };
}

const COMPANY = ['公司新闻'];
const EVENTS = ['公司新闻', '企业动态'];
const HONOURS = ['公司新闻', '荣誉资质'];
const INDUSTRY = ['行业动态'];
const POLICY = ['行业动态', '政策解读'];
const MARKET = ['行业动态', '市场观察'];
const HELP = ['帮助中心'];
const TUTORIALS = ['帮助中心', '使用教程'];
const QUICK_START = ['帮助中心', '使用教程', '快速入门'];
const ADVANCED = ['帮助中心', '使用教程', '进阶技巧'];
const FAQ = ['帮助中心', '常见问题'];

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    category: EVENTS,
    title: '智衡自动化发布新一代 EG-700 AI 边缘推理网关',
    author: '品牌中心',
    cover: 'launch',
    daysAgo: 3,
    views: 1286,
    summary: '内置 6 TOPS NPU，视觉质检、能耗预测等模型可以直接在产线现场实时运行，首批试用名额现已开放申请。',
    intro:
      '在今天举行的年度产品发布会上，智衡自动化正式推出新一代 EG-700 AI 边缘推理网关。这款产品把模型推理能力带到了工厂现场，让数据不出车间就能完成分析与决策。',
    sections: [
      {
        heading: '为什么要把 AI 放到边缘',
        paragraphs: [
          '过去，视觉质检和能耗分析往往依赖云端算力，网络抖动和带宽成本成为许多工厂数字化的拦路虎。EG-700 在本地完成推理，平均响应时间缩短到 30 毫秒以内。',
        ],
      },
      {
        heading: '主要特性',
        list: [
          '6 TOPS（INT8）算力，可同时接入 8 路 1080P 视频',
          '预置缺陷检测、OCR 识别与能耗预测模型，开箱即用',
          '模型远程下发与版本管理，一键回滚',
          '整机功耗低于 15 W，支持宽温运行',
        ],
      },
      {
        heading: '试用计划',
        paragraphs: [
          '即日起至本季度末，制造企业可通过官网联系页面申请免费试用，我们的工程师将提供上门部署与模型调优服务。',
        ],
      },
    ],
    en: {
      title: 'Zhiheng Automation Launches the Next-Generation EG-700 AI Edge Inference Gateway',
      summary:
        'With a built-in 6 TOPS NPU, vision inspection and energy forecasting models run in real time on the line. Trial applications are now open.',
      coverAlt: 'Launch of the EG-700 AI edge inference gateway',
      intro:
        'At its annual product launch today, Zhiheng Automation unveiled the EG-700 AI edge inference gateway. The new gateway brings model inference to the factory floor, so data can be analysed and acted on without ever leaving the workshop.',
      sections: [
        {
          heading: 'Why put AI at the edge',
          paragraphs: [
            'Vision inspection and energy analysis have long relied on cloud computing, and network jitter and bandwidth costs have held back many factories’ digital plans. The EG-700 runs inference locally, bringing average response times below 30 milliseconds.',
          ],
        },
        {
          heading: 'Key features',
          list: [
            '6 TOPS (INT8) of computing power, with up to eight 1080p video streams at once',
            'Pre-installed models for defect detection, OCR and energy forecasting, ready to use',
            'Remote model deployment and version management, with one-click rollback',
            'Under 15 W power consumption and wide-temperature operation',
          ],
        },
        {
          heading: 'Trial programme',
          paragraphs: [
            'From today until the end of the quarter, manufacturers can apply for a free trial through the contact page of our website. Our engineers will handle on-site deployment and model tuning.',
          ],
        },
      ],
    },
  },
  {
    category: EVENTS,
    title: '智衡自动化华南研发中心在深圳正式启用',
    author: '行政部',
    cover: 'company',
    daysAgo: 12,
    views: 842,
    summary: '',
    intro:
      '本月，智衡自动化华南研发中心在深圳南山区正式启用。新中心面积约 3000 平方米，将重点承担智能终端与机器视觉产品的研发和测试工作。',
    sections: [
      {
        heading: '贴近客户，快速响应',
        paragraphs: [
          '华南地区聚集了大量电子制造与零售连锁客户。新研发中心投入使用后，现场技术支持的平均到达时间将由 48 小时缩短到 24 小时以内。',
        ],
      },
      {
        heading: '中心配置',
        list: ['机器视觉光学实验室', '整机环境可靠性测试间', '客户联合创新展厅', '可容纳 200 名工程师的研发办公区'],
      },
      {
        heading: '未来规划',
        paragraphs: ['未来三年，华南研发中心计划新增研发人员 120 名，并与本地高校共建智能制造联合实验室。'],
      },
    ],
    en: {
      title: 'Zhiheng Automation Opens Its South China R&D Center in Shenzhen',
      summary:
        'The new 3,000 m² center in Shenzhen will develop and test smart terminals and machine vision products, closer to our customers in South China.',
      coverAlt: 'Zhiheng Automation offices',
      intro:
        'This month, Zhiheng Automation officially opened its South China R&D Center in Shenzhen’s Nanshan District. Covering about 3,000 square metres, the center will focus on developing and testing smart terminals and machine vision products.',
      sections: [
        {
          heading: 'Closer to customers, faster response',
          paragraphs: [
            'South China is home to many of our electronics manufacturing and retail chain customers. With the new center in operation, the average time for an engineer to reach a customer site will drop from 48 hours to under 24 hours.',
          ],
        },
        {
          heading: 'Facilities',
          list: [
            'Machine vision optics laboratory',
            'Environmental and reliability test rooms for complete units',
            'Joint innovation showroom for customers',
            'R&D office space for 200 engineers',
          ],
        },
        {
          heading: 'Looking ahead',
          paragraphs: [
            'Over the next three years, the center plans to add 120 R&D staff and to set up a joint smart manufacturing laboratory with local universities.',
          ],
        },
      ],
    },
  },
  {
    category: EVENTS,
    title: '智衡自动化与多家连锁零售品牌签署智能终端战略合作协议',
    author: '品牌中心',
    cover: 'partner',
    daysAgo: 27,
    views: 653,
    summary: '',
    intro:
      '近日，智衡自动化与五家区域连锁零售品牌签署战略合作协议，双方将在自助收银、智能售货与门店数据分析等方向展开深度合作。',
    sections: [
      {
        heading: '合作内容',
        list: [
          '三年内在合作门店部署 SK-15 自助收银一体机超过 2000 台',
          '在写字楼与社区试点 VM-60 智能无人售货机',
          '通过收益分析系统统一查看门店客流、销售与设备状态',
        ],
      },
      {
        heading: '双方表示',
        paragraphs: [
          '合作方负责人表示，自助化改造后高峰时段排队时间明显缩短，门店人力可以更多投入到顾客服务中。智衡自动化将为合作伙伴提供 7×24 小时远程运维保障。',
        ],
      },
    ],
  },
  {
    category: EVENTS,
    title: '2025 智能制造博览会：智衡自动化展台亮点回顾',
    author: '市场部',
    cover: 'expo',
    daysAgo: 45,
    views: 1520,
    summary: '',
    intro: '为期四天的智能制造博览会落下帷幕。智衡自动化展台共接待专业观众逾 8000 人次，现场签约意向项目 36 个。',
    sections: [
      {
        heading: '展台三大看点',
        list: [
          '一条可运行的迷你产线：PLC、运动控制器与视觉相机协同完成分拣',
          'RPA 流程机器人现场演示财务对账自动化，5 分钟完成过去半天的工作',
          '移动管理 App 实时查看全国设备运行地图',
        ],
      },
      {
        heading: '现场交流',
        paragraphs: [
          '许多观众关注中小工厂如何低成本起步。我们的解决方案专家建议从一条产线、一类数据开始，先跑通数据采集，再逐步引入分析与自动化。',
        ],
      },
    ],
  },
  {
    category: HONOURS,
    title: '智衡自动化荣获“年度工业互联网创新企业”称号',
    author: '品牌中心',
    cover: 'award',
    daysAgo: 20,
    views: 967,
    summary: '凭借边缘计算网关与设备远程运维平台在中小制造企业中的规模化落地，智衡自动化获评年度工业互联网创新企业。',
    intro:
      '在日前举办的工业互联网产业峰会上，智衡自动化获评“年度工业互联网创新企业”。评审委员会认为，公司的产品有效降低了中小企业数字化转型的门槛。',
    sections: [
      {
        heading: '获奖理由',
        list: [
          'EG 系列边缘网关累计接入工业设备超过 12 万台',
          '设备远程运维平台帮助客户平均减少 35% 的现场巡检',
          '开放的协议库覆盖 100 多种工业协议',
        ],
      },
      {
        heading: '感谢与展望',
        paragraphs: ['这份荣誉属于每一位客户与合作伙伴。我们将继续投入研发，让自动化像水电一样触手可及。'],
      },
    ],
  },
  {
    category: HONOURS,
    title: '公司通过 ISO 27001 信息安全管理体系认证',
    author: '质量管理部',
    cover: 'award',
    daysAgo: 64,
    views: 412,
    summary: '',
    intro:
      '经过为期三个月的审核，智衡自动化正式通过 ISO/IEC 27001 信息安全管理体系认证，覆盖云平台运营、软件研发与客户数据管理全部流程。',
    sections: [
      {
        heading: '认证覆盖范围',
        list: [
          '设备远程运维云平台',
          '收益分析系统与移动管理 App',
          '研发、测试与发布流程',
          '客户数据的存储、访问与销毁',
        ],
      },
      {
        heading: '对客户意味着什么',
        paragraphs: ['客户的数据将按照国际通行的标准进行保护。我们每年接受外部审核，并定期开展渗透测试与应急演练。'],
      },
    ],
  },
  {
    category: COMPANY,
    title: '致客户的一封信：关于春节期间服务安排的通知',
    author: '客户服务中心',
    cover: 'company',
    daysAgo: 80,
    views: 388,
    summary: '',
    intro: '尊敬的客户：春节将至，感谢您一直以来的信任与支持。现将春节期间的服务安排通知如下。',
    sections: [
      {
        heading: '服务时间',
        list: [
          '远程技术支持与设备监控：7×24 小时不间断',
          '400 热线：除夕至初三 9:00—18:00 值班',
          '订单发货：初七起恢复正常发货',
        ],
      },
      {
        heading: '温馨提示',
        paragraphs: [
          '如遇紧急设备故障，请通过移动管理 App 一键报修，值班工程师将在 30 分钟内响应。祝您新春愉快，阖家幸福！',
        ],
      },
    ],
  },
  {
    category: POLICY,
    title: '解读《制造业数字化转型行动方案》：中小企业的三个机会',
    author: '研究院',
    cover: 'policy',
    daysAgo: 8,
    views: 1104,
    summary: '',
    intro:
      '近期发布的制造业数字化转型行动方案明确提出，要加快中小企业“上云用数赋智”。我们梳理了方案中与中小企业关系最密切的三个方向。',
    sections: [
      {
        heading: '机会一：设备联网与数据采集',
        paragraphs: [
          '方案鼓励以轻量化、低成本的方式推进设备联网。边缘网关加云平台的组合，能够在不改造原有设备的前提下完成数据采集。',
        ],
      },
      {
        heading: '机会二：流程自动化',
        paragraphs: ['财务、采购、报关等重复性工作是 RPA 的典型场景，投入小、见效快，适合作为数字化的第一步。'],
      },
      {
        heading: '机会三：专项资金支持',
        list: ['数字化改造项目补贴', '首台（套）装备保险补偿', '中小企业数字化服务券'],
      },
    ],
  },
  {
    category: POLICY,
    title: '数据安全新规落地，工业企业应该注意什么？',
    author: '研究院',
    cover: 'policy',
    daysAgo: 33,
    views: 736,
    summary: '',
    intro: '随着数据安全相关法规的细则陆续落地，工业数据的分类分级、跨境传输与安全评估成为企业必须面对的问题。',
    sections: [
      {
        heading: '三项重点要求',
        list: ['建立工业数据分类分级清单', '重要数据出境前完成安全评估', '明确数据安全负责人与应急预案'],
      },
      {
        heading: '我们的建议',
        paragraphs: [
          '优先在边缘侧完成数据脱敏与汇总，只上传业务需要的指标；同时为云平台账号开启双因素认证，并定期审计访问日志。',
        ],
      },
    ],
  },
  {
    category: POLICY,
    title: '新版能效标准对自动化设备采购的影响',
    author: '解决方案部',
    cover: 'policy',
    daysAgo: 96,
    views: 295,
    summary: '',
    intro: '新版工业设备能效标准将于明年起实施，采购方在选型时需要关注待机功耗与能效等级两项新指标。',
    sections: [
      {
        heading: '标准变化要点',
        list: ['新增待机功耗限值', '能效等级由三级调整为五级', '要求提供第三方能效检测报告'],
      },
      {
        heading: '产品适配情况',
        paragraphs: ['智衡自动化在售的控制器与网关产品均已完成能效检测，待机功耗全部优于新标准限值。'],
      },
    ],
  },
  {
    category: MARKET,
    title: '2025 年边缘计算市场观察：从试点走向规模化',
    author: '研究院',
    cover: 'market',
    daysAgo: 15,
    views: 1318,
    summary: '',
    intro:
      '根据多家研究机构的数据，工业边缘计算市场连续三年保持 25% 以上的增速。越来越多的企业不再停留在试点，而是开始在多个工厂复制推广。',
    sections: [
      {
        heading: '三个明显趋势',
        list: ['AI 推理下沉到边缘设备', '边缘应用容器化，统一运维', '软硬一体的订阅制商业模式兴起'],
      },
      {
        heading: '企业如何选择',
        paragraphs: ['建议优先考察协议兼容性、远程运维能力与长期供货保障，而不只是比较单台硬件价格。'],
      },
    ],
  },
  {
    category: MARKET,
    title: '无人零售回暖：智能售货柜的新玩法',
    author: '市场部',
    cover: 'market',
    daysAgo: 52,
    views: 574,
    summary: '',
    intro: '经历了前几年的调整之后，无人零售正在以更务实的方式回归：点位更精细，商品更贴近场景，运营更依赖数据。',
    sections: [
      {
        heading: '新玩法',
        list: [
          '办公室迷你零售柜：按楼层选品，按周补货',
          '生鲜冷藏柜：社区团购的自提点',
          '视觉识别结算：拿了就走，自动扣款',
        ],
      },
      {
        heading: '运营数据说话',
        paragraphs: [
          '通过收益分析系统，运营方可以按点位比较毛利与补货成本，及时调整商品结构，单柜月均收益提升约 18%。',
        ],
      },
    ],
  },
  {
    category: MARKET,
    title: 'RPA 在中小企业财务中的应用调查',
    author: '研究院',
    cover: 'market',
    daysAgo: 120,
    views: 689,
    summary: '',
    intro: '我们对 300 家使用 RPA 的中小企业进行了问卷调查，发现财务是自动化落地最快、回报最明确的部门。',
    sections: [
      {
        heading: '调查发现',
        list: [
          '76% 的企业从银行对账开始尝试 RPA',
          '平均每个流程每月节省约 40 个工时',
          '超过一半的企业在半年内上线了第二个流程',
        ],
      },
      {
        heading: '常见顾虑',
        paragraphs: [
          '员工担心被替代、系统升级导致流程失效是两大顾虑。实践表明，把 RPA 定位为“数字同事”，并建立流程维护机制，可以有效化解这些问题。',
        ],
      },
    ],
  },
  {
    category: INDUSTRY,
    title: '工业自动化行业周报：芯片供应趋稳，交期明显缩短',
    author: '市场部',
    cover: 'market',
    daysAgo: 5,
    views: 436,
    summary: '',
    intro: '本周，多家上游芯片厂商表示产能趋于稳定，工业控制类芯片的平均交期已由去年的 30 周以上缩短到 12 周左右。',
    sections: [
      {
        heading: '本周要闻',
        list: ['主流 MCU 价格环比下降约 5%', '国产工业以太网芯片进入批量导入阶段', '多地出台智能工厂建设补贴细则'],
      },
      {
        heading: '对采购的影响',
        paragraphs: ['智衡自动化主力型号已恢复常规备货，大部分控制器与网关产品可在 3 个工作日内发货。'],
      },
    ],
  },
  {
    category: HELP,
    title: '帮助中心使用指南：如何快速找到答案',
    author: '客户服务中心',
    cover: 'faq',
    daysAgo: 150,
    views: 921,
    summary: '',
    intro: '帮助中心汇集了产品使用教程、常见问题与故障排查文章。按照下面的方法，您可以更快地找到需要的内容。',
    sections: [
      {
        heading: '三种查找方式',
        list: [
          '在新闻列表页的搜索框输入产品型号或关键词',
          '通过左侧分类进入“使用教程”或“常见问题”',
          '在移动管理 App 的“我的—帮助”中查看',
        ],
      },
      {
        heading: '仍未解决？',
        paragraphs: ['请通过联系我们页面留言，或拨打服务热线，工程师会在一个工作日内回复。'],
      },
    ],
  },
  {
    category: TUTORIALS,
    title: '教程总览：从设备接入到数据分析的完整路径',
    author: '技术支持中心',
    cover: 'tutorial',
    daysAgo: 110,
    views: 1045,
    summary: '',
    intro: '本文按照上手顺序整理了全部使用教程，建议新用户按步骤阅读。',
    sections: [
      {
        heading: '推荐阅读顺序',
        ordered: true,
        list: [
          '快速入门：完成账号注册与设备绑定',
          '快速入门：配置第一个数据采集任务',
          '进阶技巧：设置告警规则与通知',
          '进阶技巧：用收益分析系统制作经营看板',
        ],
      },
      {
        heading: '配套资源',
        paragraphs: [
          '每篇教程都附有截图与常见错误说明。如需视频教程，请在下载页面获取移动管理 App 后在“学习中心”观看。',
        ],
      },
    ],
  },
  {
    category: QUICK_START,
    title: '快速入门：五分钟完成账号注册与设备绑定',
    author: '技术支持中心',
    cover: 'tutorial',
    daysAgo: 100,
    views: 2210,
    summary: '',
    intro: '拿到新设备后，只需五分钟即可完成注册与绑定，并在手机上看到设备的实时状态。',
    sections: [
      {
        heading: '准备工作',
        list: ['一台已通电并联网的智衡自动化设备', '设备底部铭牌上的序列号与绑定码', '已安装移动管理 App 的手机'],
      },
      {
        heading: '操作步骤',
        ordered: true,
        list: [
          '打开移动管理 App，使用手机号注册并登录',
          '点击首页右上角的“＋”，选择“添加设备”',
          '扫描铭牌上的二维码，或手动输入序列号与绑定码',
          '为设备命名并选择所在区域，点击“完成”',
        ],
      },
      {
        heading: '绑定失败怎么办',
        paragraphs: ['请确认设备指示灯为绿色常亮（已联网）；若提示“设备已被绑定”，请联系原管理员解绑或致电客服。'],
      },
    ],
  },
  {
    category: QUICK_START,
    title: '快速入门：配置第一个数据采集任务',
    author: '技术支持中心',
    cover: 'tutorial',
    daysAgo: 98,
    views: 1587,
    summary: '',
    intro: '本教程以 EG-500 边缘计算网关连接一台 PLC 为例，演示如何采集温度与产量数据并上传到云平台。',
    sections: [
      {
        heading: '接线与网络',
        paragraphs: [
          '使用网线连接网关 LAN 口与 PLC 的以太网口，确保二者在同一网段，例如网关 192.168.1.10、PLC 192.168.1.20。',
        ],
      },
      {
        heading: '新建采集任务',
        ordered: true,
        list: [
          '在设备远程运维平台中打开网关详情，进入“数据采集”',
          '点击“新建任务”，协议选择 Modbus TCP，填写 PLC 地址',
          '添加数据点：寄存器地址、数据类型与采集周期',
          '保存并下发，约 10 秒后即可看到实时数据',
        ],
      },
      {
        heading: '小贴士',
        paragraphs: ['采集周期不是越短越好，一般监控类数据 5—10 秒即可，可显著减少流量消耗。'],
      },
    ],
  },
  {
    category: ADVANCED,
    title: '进阶技巧：设置多级告警规则，让问题第一时间被发现',
    author: '技术支持中心',
    cover: 'tips',
    daysAgo: 70,
    views: 804,
    summary: '',
    intro: '合理的告警规则既不能漏报，也不能让值班人员被大量无效通知淹没。本文介绍多级告警的配置方法。',
    sections: [
      {
        heading: '三级告警建议',
        list: [
          '提示：指标接近阈值，仅在平台内记录',
          '警告：超过阈值持续 1 分钟，推送 App 通知',
          '严重：超过阈值持续 5 分钟或设备离线，电话通知值班人员',
        ],
      },
      {
        heading: '避免告警风暴',
        paragraphs: [
          '为同一设备设置“告警合并”窗口，10 分钟内相同告警只通知一次；夜间可以设置免打扰时段，仅保留严重告警。',
        ],
      },
    ],
  },
  {
    category: ADVANCED,
    title: '进阶技巧：用收益分析系统搭建经营看板',
    author: '解决方案部',
    cover: 'tips',
    daysAgo: 58,
    views: 1132,
    summary: '',
    intro:
      '收益分析系统内置了 30 多种图表组件。本文演示如何把设备数据与销售数据放在同一个看板中，直观看到每台设备带来的收益。',
    sections: [
      {
        heading: '看板搭建步骤',
        ordered: true,
        list: [
          '新建看板并选择“门店经营”模板',
          '添加数据源：设备运行数据与销售流水',
          '拖入“单台设备收益排行”与“日趋势”组件',
          '设置自动刷新与分享权限',
        ],
      },
      {
        heading: '常用指标',
        list: ['单台设备日均收益', '设备在线率', '补货及时率', '投入回收周期'],
      },
    ],
  },
  {
    category: FAQ,
    title: '常见问题：设备显示离线怎么办？',
    author: '客户服务中心',
    cover: 'faq',
    daysAgo: 40,
    views: 3056,
    summary: '',
    intro: '设备离线是最常见的咨询问题之一。绝大多数情况可以按照以下步骤自行排查。',
    sections: [
      {
        heading: '排查步骤',
        ordered: true,
        list: [
          '检查设备电源指示灯是否常亮',
          '检查网线或 4G 信号指示灯，必要时更换网口或 SIM 卡',
          '在路由器中确认设备已获取 IP 地址',
          '重启设备，等待约 2 分钟后刷新 App',
        ],
      },
      {
        heading: '仍然离线',
        paragraphs: ['请在 App 中提交工单并附上设备序列号与指示灯照片，我们的工程师会远程协助排查。'],
      },
    ],
    en: {
      title: 'FAQ: What should I do if my device shows as offline?',
      summary:
        'An offline device is one of the most common questions we receive. In most cases you can find the cause yourself by following these steps.',
      coverAlt: 'Frequently asked questions',
      intro:
        'An offline device is one of the most common questions we receive. In most cases you can find the cause yourself by following the steps below.',
      sections: [
        {
          heading: 'Troubleshooting steps',
          ordered: true,
          list: [
            'Check that the power indicator on the device is lit steadily',
            'Check the Ethernet or 4G signal indicator; if needed, try another network port or SIM card',
            'Confirm in your router that the device has been assigned an IP address',
            'Restart the device, wait about 2 minutes, then refresh the app',
          ],
        },
        {
          heading: 'Still offline?',
          paragraphs: [
            'Submit a support ticket in the app with the device serial number and a photo of its indicator lights, and our engineers will help you remotely.',
          ],
        },
      ],
    },
  },
  {
    category: FAQ,
    title: '常见问题：发票、保修与退换货政策',
    author: '客户服务中心',
    cover: 'faq',
    daysAgo: 130,
    views: 1479,
    summary: '',
    intro: '这里汇总了关于发票开具、产品保修与退换货的常见问题。',
    sections: [
      {
        heading: '发票',
        paragraphs: ['下单时填写开票信息即可，电子发票将在发货后 3 个工作日内发送到您的邮箱。'],
      },
      {
        heading: '保修与退换',
        list: [
          '硬件产品自签收之日起保修两年',
          '签收 7 天内无理由退货（不影响二次销售）',
          '15 天内出现性能故障可换新',
          '停产型号继续提供 3 年维修服务',
        ],
      },
    ],
  },
];

const CLOSING: Record<Locale, string> = {
  'zh-CN': '如需进一步了解，请<a href="/contact">联系我们</a>。',
  en: 'To learn more, please <a href="/en/contact">contact us</a>.',
};

/** The article's HTML body: intro, then each section as a heading with paragraphs and a list. */
export function demoArticleHtml(article: DemoArticleWords, locale: Locale = 'zh-CN'): string {
  const sections = article.sections.map((s) => {
    const paragraphs = (s.paragraphs ?? []).map((p) => `<p>${p}</p>`).join('');
    const tag = s.ordered ? 'ol' : 'ul';
    const list = s.list?.length ? `<${tag}>${s.list.map((item) => `<li>${item}</li>`).join('')}</${tag}>` : '';
    return `<h2>${s.heading}</h2>${paragraphs}${list}`;
  });
  return `<p>${article.intro}</p>${sections.join('')}<p>${CLOSING[locale]}</p>`;
}
