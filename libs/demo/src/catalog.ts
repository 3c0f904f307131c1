import type { CategoryType, Locale, ProductStatus } from '@site/contracts';
import type { DemoMotif } from './image-names';

/**
 * Demo content for `npm start` (SEED_DEMO=true): the catalogue of a software-automation and
 * smart-hardware company. Categories are written as trees; products name their category by its
 * path. Product pictures are the gateway's rendered demo images (see image-names.ts).
 */

export interface DemoCategory {
  name: string;
  /** The English name; the English slug is made from it. */
  en: string;
  children?: DemoCategory[];
}

export const DEMO_CATEGORY_TREES: Record<CategoryType, DemoCategory[]> = {
  product: [
    {
      name: '智能硬件',
      en: 'Smart Hardware',
      children: [
        {
          name: '工业控制器',
          en: 'Industrial Controllers',
          children: [
            { name: 'PLC 模块', en: 'PLC Modules' },
            { name: '运动控制器', en: 'Motion Controllers' },
            { name: '边缘计算网关', en: 'Edge Computing Gateways' },
          ],
        },
        {
          name: '智能传感器',
          en: 'Smart Sensors',
          children: [
            { name: '温湿度传感器', en: 'Temperature & Humidity Sensors' },
            { name: '机器视觉相机', en: 'Machine Vision Cameras' },
          ],
        },
        {
          name: '智能终端',
          en: 'Smart Terminals',
          children: [
            { name: '自助收银终端', en: 'Self-Checkout Terminals' },
            { name: '智能售货机', en: 'Smart Vending Machines' },
          ],
        },
      ],
    },
    {
      name: '软件产品',
      en: 'Software',
      children: [
        {
          name: '自动化平台',
          en: 'Automation Platforms',
          children: [
            { name: 'RPA 流程机器人', en: 'RPA Software Robots' },
            { name: '数据采集平台', en: 'Data Acquisition Platforms' },
          ],
        },
        {
          name: '收益管理',
          en: 'Revenue Management',
          children: [
            { name: '收益分析系统', en: 'Revenue Analytics' },
            { name: '自动化收益助手', en: 'Revenue Assistants' },
          ],
        },
        {
          name: '云服务',
          en: 'Cloud Services',
          children: [
            { name: '设备远程运维', en: 'Remote Device Management' },
            { name: '移动管理 App', en: 'Mobile Management App' },
          ],
        },
      ],
    },
  ],
  news: [
    {
      name: '公司新闻',
      en: 'Company News',
      children: [
        { name: '企业动态', en: 'Company Updates' },
        { name: '荣誉资质', en: 'Awards & Certifications' },
      ],
    },
    {
      name: '行业动态',
      en: 'Industry News',
      children: [
        { name: '政策解读', en: 'Policy Insights' },
        { name: '市场观察', en: 'Market Watch' },
      ],
    },
    {
      name: '帮助中心',
      en: 'Help Center',
      children: [
        {
          name: '使用教程',
          en: 'Tutorials',
          children: [
            { name: '快速入门', en: 'Getting Started' },
            { name: '进阶技巧', en: 'Advanced Tips' },
          ],
        },
        { name: '常见问题', en: 'FAQ' },
      ],
    },
  ],
};

/** What a product's description is made of, in one language. */
export interface DemoProductWords {
  name: string;
  summary: string;
  features: string[];
  specs: [string, string][];
}

export interface DemoProduct extends DemoProductWords {
  /** Names from the top-level product category down to the leaf. */
  category: string[];
  motif: DemoMotif;
  status: ProductStatus;
  price: string;
  stock: number;
  /** The English version, seeded as published; model numbers as in the Chinese name. */
  en?: DemoProductWords;
}

const PLC = ['智能硬件', '工业控制器', 'PLC 模块'];
const MOTION = ['智能硬件', '工业控制器', '运动控制器'];
const EDGE = ['智能硬件', '工业控制器', '边缘计算网关'];
const TH = ['智能硬件', '智能传感器', '温湿度传感器'];
const VISION = ['智能硬件', '智能传感器', '机器视觉相机'];
const KIOSK = ['智能硬件', '智能终端', '自助收银终端'];
const VENDING = ['智能硬件', '智能终端', '智能售货机'];
const RPA = ['软件产品', '自动化平台', 'RPA 流程机器人'];
const DATA = ['软件产品', '自动化平台', '数据采集平台'];
const INCOME = ['软件产品', '收益管理', '收益分析系统'];
const ASSISTANT = ['软件产品', '收益管理', '自动化收益助手'];
const OPS = ['软件产品', '云服务', '设备远程运维'];
const APP = ['软件产品', '云服务', '移动管理 App'];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'ZH-PLC100 紧凑型 PLC 控制器',
    category: PLC,
    motif: 'plc',
    status: '已发布',
    price: '¥1999',
    stock: 56,
    summary: '面向中小型产线的一体化 PLC，集成 24 路数字量 I/O，开箱即用，支持图形化编程。',
    features: [
      '32 位双核处理器，扫描周期低至 0.1 ms',
      '内置以太网与 RS-485，支持 Modbus TCP/RTU',
      '断电保持与远程固件升级',
    ],
    specs: [
      ['输入/输出', '14 入 / 10 出'],
      ['程序容量', '64K 步'],
      ['供电', 'DC 24V'],
    ],
    en: {
      name: 'ZH-PLC100 Compact PLC Controller',
      summary:
        'An all-in-one PLC for small and mid-sized production lines, with 24 built-in digital I/O points. Ready to use out of the box, with graphical programming.',
      features: [
        '32-bit dual-core processor with scan cycles as short as 0.1 ms',
        'Built-in Ethernet and RS-485, with Modbus TCP/RTU support',
        'Retentive memory on power loss and remote firmware updates',
      ],
      specs: [
        ['Inputs/outputs', '14 in / 10 out'],
        ['Program capacity', '64K steps'],
        ['Power supply', '24 V DC'],
      ],
    },
  },
  {
    name: 'ZH-PLC200 模块化 PLC 主机',
    category: PLC,
    motif: 'plc',
    status: '已发布',
    price: '¥3680',
    stock: 8,
    summary: '可扩展至 16 个 I/O 模块的模块化主机，适合中型自动化项目与设备改造。',
    features: ['最多 512 点 I/O 扩展', '支持 EtherCAT 与 PROFINET 从站', '在线修改程序，不停机调试'],
    specs: [
      ['扩展模块', '最多 16 个'],
      ['通讯接口', '2 × 以太网、1 × RS-485'],
      ['工作温度', '-20 ℃ ~ 60 ℃'],
    ],
  },
  {
    name: 'ZH-IO16 数字量扩展模块',
    category: PLC,
    motif: 'plc',
    status: '已发布',
    price: '¥599',
    stock: 0,
    summary: '16 路数字量输入输出扩展模块，与 ZH-PLC 系列主机即插即用。',
    features: ['8 入 8 出，晶体管输出', '每通道 LED 状态指示', 'DIN 导轨安装'],
    specs: [
      ['通道数', '16'],
      ['输出电流', '0.5 A / 通道'],
      ['隔离', '光耦隔离 1500V'],
    ],
  },
  {
    name: 'ZH-PLC300 冗余 PLC 系统',
    category: PLC,
    motif: 'plc',
    status: '测试中',
    price: '¥12800',
    stock: 3,
    summary: '双机热备的冗余控制系统，面向水务、能源等不可停机的关键场景。',
    features: ['主备切换时间小于 50 ms', '双电源、双网络冗余', '完整的事件记录与追溯'],
    specs: [
      ['冗余方式', '双机热备'],
      ['切换时间', '< 50 ms'],
      ['认证', 'CE、RoHS（认证中）'],
    ],
  },
  {
    name: 'MC-4 四轴运动控制器',
    category: MOTION,
    motif: 'controller',
    status: '已发布',
    price: '¥4599',
    stock: 15,
    summary: '四轴脉冲/总线混合运动控制器，适用于点胶、贴标、搬运等设备。',
    features: ['直线、圆弧插补与电子凸轮', '内置 PLC 逻辑，无需额外控制器', '图形化示教与轨迹仿真'],
    specs: [
      ['控制轴数', '4 轴'],
      ['脉冲频率', '最高 4 MHz'],
      ['编程方式', 'Basic / 梯形图'],
    ],
  },
  {
    name: 'MC-8 EtherCAT 八轴运动控制器',
    category: MOTION,
    motif: 'controller',
    status: '开发中',
    price: '',
    stock: 0,
    summary: '基于 EtherCAT 总线的八轴高速运动控制器，预计明年一季度发布。',
    features: ['1 ms 同步周期', '支持 8 轴联动与龙门同步', '开放 SDK 与 Python 接口'],
    specs: [
      ['控制轴数', '8 轴'],
      ['总线', 'EtherCAT'],
      ['上市时间', '敬请期待'],
    ],
  },
  {
    name: 'MC-2 入门级步进控制器',
    category: MOTION,
    motif: 'controller',
    status: '已停产',
    price: '¥899',
    stock: 0,
    summary: '两轴步进电机控制器，已由 MC-4 替代，仍提供维修与技术支持。',
    features: ['两轴独立控制', 'USB 一键下载程序', '紧凑外形'],
    specs: [
      ['控制轴数', '2 轴'],
      ['替代型号', 'MC-4'],
      ['保修', '停产后 3 年'],
    ],
  },
  {
    name: 'EG-500 工业边缘计算网关',
    category: EDGE,
    motif: 'edge-gateway',
    status: '已发布',
    price: '¥2599',
    stock: 42,
    summary: '采集 PLC、仪表与传感器数据，就地计算后安全上云，帮助工厂快速实现数字化。',
    features: ['支持 100+ 种工业协议', '断网续传，本地缓存 30 天数据', '容器化部署边缘应用'],
    specs: [
      ['处理器', '四核 ARM Cortex-A53'],
      ['存储', '2GB 内存 / 16GB eMMC'],
      ['网络', '双千兆网口、4G 可选'],
    ],
    en: {
      name: 'EG-500 Industrial Edge Computing Gateway',
      summary:
        'Collects data from PLCs, meters and sensors, processes it on site and sends it securely to the cloud, helping factories go digital fast.',
      features: [
        'Supports more than 100 industrial protocols',
        'Store-and-forward: keeps 30 days of data locally when the network is down',
        'Runs edge applications in containers',
      ],
      specs: [
        ['Processor', 'Quad-core ARM Cortex-A53'],
        ['Memory and storage', '2 GB RAM / 16 GB eMMC'],
        ['Network', 'Dual Gigabit Ethernet, optional 4G'],
      ],
    },
  },
  {
    name: 'EG-700 AI 边缘推理网关',
    category: EDGE,
    motif: 'edge-gateway',
    status: '测试中',
    price: '¥6999',
    stock: 5,
    summary: '内置 NPU 的边缘推理网关，视觉质检、能耗预测等模型在现场实时运行。',
    features: ['6 TOPS 算力', '预置缺陷检测与 OCR 模型', '模型远程下发与版本管理'],
    specs: [
      ['算力', '6 TOPS（INT8）'],
      ['视频接入', '8 路 1080P'],
      ['功耗', '< 15 W'],
    ],
  },
  {
    name: 'EG-300 4G 物联网网关',
    category: EDGE,
    motif: 'edge-gateway',
    status: '已发布',
    price: '¥1299',
    stock: 2,
    summary: '小巧的 4G 物联网网关，让分散在各地的设备随时在线、远程可管。',
    features: ['全网通 4G，双卡备份', 'MQTT/HTTP 直连云平台', '宽温宽压设计'],
    specs: [
      ['网络', '4G 全网通'],
      ['接口', 'RS-232 / RS-485 / 以太网'],
      ['供电', 'DC 9~36V'],
    ],
  },
  {
    name: 'TH-10 无线温湿度传感器',
    category: TH,
    motif: 'sensor',
    status: '已发布',
    price: '¥199',
    stock: 320,
    summary: '低功耗无线温湿度传感器，两节电池工作两年，机房、仓库、办公室都适用。',
    features: ['LoRa 无线传输，穿墙能力强', '±0.2 ℃ 高精度', '超限即时告警'],
    specs: [
      ['温度精度', '±0.2 ℃'],
      ['湿度精度', '±2 %RH'],
      ['续航', '约 2 年'],
    ],
  },
  {
    name: 'TH-20 工业级温湿度变送器',
    category: TH,
    motif: 'sensor',
    status: '已发布',
    price: '¥468',
    stock: 9,
    summary: 'IP65 防护的工业级温湿度变送器，4-20mA 与 RS-485 双输出。',
    features: ['IP65 防护等级', '4-20mA / RS-485 输出', '数码管现场显示'],
    specs: [
      ['防护等级', 'IP65'],
      ['输出', '4-20mA、RS-485'],
      ['量程', '-40 ℃ ~ 120 ℃'],
    ],
  },
  {
    name: 'TH-30 冷链温度记录仪',
    category: TH,
    motif: 'sensor',
    status: '已停产',
    price: '¥329',
    stock: 0,
    summary: '一次性冷链温度记录仪，已停产，推荐使用 TH-10 无线传感器。',
    features: ['USB 直插生成 PDF 报告', '可记录 32000 条数据', '符合 GSP 要求'],
    specs: [
      ['记录容量', '32000 条'],
      ['量程', '-30 ℃ ~ 70 ℃'],
      ['替代型号', 'TH-10'],
    ],
  },
  {
    name: 'VC-200 200万像素工业相机',
    category: VISION,
    motif: 'camera',
    status: '已发布',
    price: '¥3299',
    stock: 18,
    summary: '全局快门 200 万像素工业相机，适合高速产线的尺寸测量与外观检测。',
    features: ['全局快门，最高 120 帧/秒', 'GigE 接口，PoE 供电', '配套 SDK 支持主流视觉软件'],
    specs: [
      ['分辨率', '1920 × 1200'],
      ['帧率', '120 fps'],
      ['接口', 'GigE Vision'],
    ],
    en: {
      name: 'VC-200 2 MP Industrial Camera',
      summary:
        'A 2-megapixel global-shutter industrial camera for dimensional measurement and surface inspection on high-speed lines.',
      features: [
        'Global shutter, up to 120 frames per second',
        'GigE interface with Power over Ethernet',
        'SDK that works with mainstream machine vision software',
      ],
      specs: [
        ['Resolution', '1920 × 1200'],
        ['Frame rate', '120 fps'],
        ['Interface', 'GigE Vision'],
      ],
    },
  },
  {
    name: 'VC-500 智能视觉检测相机',
    category: VISION,
    motif: 'camera',
    status: '测试中',
    price: '¥8999',
    stock: 1,
    summary: '集成光源、镜头与算法的一体化智能相机，无需工控机即可完成检测。',
    features: ['内置深度学习缺陷检测', '网页端配置，零代码上手', '检测结果直连 PLC'],
    specs: [
      ['分辨率', '500 万像素'],
      ['算法', '缺陷检测 / 读码 / 定位'],
      ['输出', 'I/O、Modbus TCP'],
    ],
  },
  {
    name: 'VC-3D 三维结构光相机',
    category: VISION,
    motif: 'camera',
    status: '开发中',
    price: '',
    stock: 0,
    summary: '面向无序抓取与体积测量的三维结构光相机，正在研发中。',
    features: ['亚毫米级三维精度', '抗环境光干扰', '与机械臂手眼标定一键完成'],
    specs: [
      ['精度', '0.1 mm（目标）'],
      ['工作距离', '300 ~ 1500 mm'],
      ['发布计划', '研发中'],
    ],
  },
  {
    name: 'SK-15 自助收银一体机',
    category: KIOSK,
    motif: 'kiosk',
    status: '已发布',
    price: '¥5999',
    stock: 24,
    summary: '15.6 英寸触摸屏自助收银机，扫码、刷脸、会员积分一机搞定，门店无人值守也能营业。',
    features: ['支持微信、支付宝、银联与刷脸支付', '内置小票打印与扫码模组', '云端统一管理商品与价格'],
    specs: [
      ['屏幕', '15.6 英寸电容触摸屏'],
      ['系统', 'Android 11'],
      ['支付方式', '扫码 / 刷脸 / 银行卡'],
    ],
    en: {
      name: 'SK-15 Self-Checkout Kiosk',
      summary:
        'A self-checkout kiosk with a 15.6-inch touchscreen that handles QR code payments, facial payment and loyalty points in one unit, so stores can stay open without staff at the till.',
      features: [
        'Accepts WeChat Pay, Alipay, UnionPay and facial payment',
        'Built-in receipt printer and barcode scanner',
        'Products and prices managed centrally in the cloud',
      ],
      specs: [
        ['Display', '15.6-inch capacitive touchscreen'],
        ['Operating system', 'Android 11'],
        ['Payment methods', 'QR code / facial payment / bank card'],
      ],
    },
  },
  {
    name: 'SK-21 立式自助点餐机',
    category: KIOSK,
    motif: 'kiosk',
    status: '已发布',
    price: '¥7299',
    stock: 0,
    summary: '21.5 英寸立式自助点餐机，高峰期减少排队，订单直达后厨。',
    features: ['菜品图文展示与套餐推荐', '与后厨打印机、叫号屏联动', '支持多语言界面'],
    specs: [
      ['屏幕', '21.5 英寸'],
      ['安装方式', '落地 / 壁挂'],
      ['对接', '主流餐饮 SaaS'],
    ],
  },
  {
    name: 'SK-10 桌面扫码支付盒',
    category: KIOSK,
    motif: 'kiosk',
    status: '已发布',
    price: '¥399',
    stock: 6,
    summary: '放在收银台上的扫码支付盒，语音播报到账，小店也能轻松数字化。',
    features: ['正反扫都支持', '语音播报收款金额', '4G / Wi-Fi 双联网'],
    specs: [
      ['联网', '4G / Wi-Fi'],
      ['续航', '内置电池 8 小时'],
      ['尺寸', '110 × 80 × 60 mm'],
    ],
  },
  {
    name: 'VM-60 智能无人售货机',
    category: VENDING,
    motif: 'vending',
    status: '已发布',
    price: '¥16800',
    stock: 4,
    summary: '60 货道智能售货机，远程补货提醒与销售分析，让每一台机器都成为稳定的收入来源。',
    features: ['60 货道，支持饮料与零食混装', '后台实时查看销量与库存', '故障自动上报'],
    specs: [
      ['货道', '60'],
      ['制冷', '4 ~ 25 ℃ 可调'],
      ['支付', '扫码 / 刷脸 / 硬币'],
    ],
    en: {
      name: 'VM-60 Smart Vending Machine',
      summary:
        'A 60-slot smart vending machine with remote restocking alerts and sales analytics, turning every machine into a steady source of income.',
      features: [
        '60 slots for any mix of drinks and snacks',
        'Sales and stock visible in real time from the back office',
        'Automatic fault reporting',
      ],
      specs: [
        ['Slots', '60'],
        ['Cooling', 'Adjustable from 4 to 25 ℃'],
        ['Payment', 'QR code / facial payment / coins'],
      ],
    },
  },
  {
    name: 'VM-Fresh 生鲜冷藏售货柜',
    category: VENDING,
    motif: 'vending',
    status: '测试中',
    price: '¥22800',
    stock: 0,
    summary: '重力感应开门即取的生鲜售货柜，适合社区与写字楼场景。',
    features: ['重力感应 + 视觉识别结算', '0 ~ 10 ℃ 冷藏', '临期商品自动打折'],
    specs: [
      ['容量', '约 400 件商品'],
      ['结算方式', '关门自动结算'],
      ['功率', '450 W'],
    ],
  },
  {
    name: 'VM-Mini 办公室迷你零售柜',
    category: VENDING,
    motif: 'vending',
    status: '已发布',
    price: '¥8800',
    stock: 12,
    summary: '放在茶水间的迷你零售柜，员工扫码取货，企业福利与零售一体化。',
    features: ['小巧机身，普通插座即可使用', '支持企业统一结算', '手机端查看补货清单'],
    specs: [
      ['尺寸', '600 × 550 × 1500 mm'],
      ['货品容量', '约 150 件'],
      ['联网', 'Wi-Fi / 4G'],
    ],
  },
  {
    name: '智衡 RPA 设计器 标准版',
    category: RPA,
    motif: 'robot',
    status: '已发布',
    price: '¥4800',
    stock: 999,
    summary: '拖拽式流程设计器，把对账、报表、录单等重复性工作交给软件机器人。',
    features: ['300+ 预置自动化组件', '录制回放，业务人员也能上手', '支持 Excel、网页、ERP 与桌面应用'],
    specs: [
      ['授权方式', '按年订阅 / 单机'],
      ['运行环境', 'Windows 10 及以上'],
      ['部署', '本地 / 私有云'],
    ],
  },
  {
    name: '智衡 RPA 机器人 无人值守版',
    category: RPA,
    motif: 'robot',
    status: '已发布',
    price: '¥12000',
    stock: 200,
    summary: '7×24 小时无人值守运行的软件机器人，夜间自动完成批量任务。',
    features: ['定时与事件触发', '失败自动重试并通知', '运行录像与审计日志'],
    specs: [
      ['运行方式', '无人值守'],
      ['并发', '单授权 1 个流程'],
      ['管理', '配合 RPA 控制中心'],
    ],
  },
  {
    name: '智衡 RPA 控制中心',
    category: RPA,
    motif: 'robot',
    status: '开发中',
    price: '',
    stock: 0,
    summary: '集中调度数百个机器人的控制中心，即将开放内测。',
    features: ['机器人集群调度', '流程版本与权限管理', '运行大屏与 ROI 分析'],
    specs: [
      ['部署', '私有化 / SaaS'],
      ['规模', '支持 500+ 机器人'],
      ['状态', '内测招募中'],
    ],
  },
  {
    name: '智采 工业数据采集平台',
    category: DATA,
    motif: 'dashboard',
    status: '已发布',
    price: '¥29800',
    stock: 50,
    summary: '设备数据采集、存储、可视化与报表的一站式平台，OEE 与能耗一目了然。',
    features: ['与 EG 系列网关无缝对接', '拖拽式看板与报表', '开放 API 与数据导出'],
    specs: [
      ['接入规模', '10000+ 数据点'],
      ['部署', '本地 / 私有云'],
      ['数据保留', '可配置，默认 3 年'],
    ],
  },
  {
    name: '智采 轻量版',
    category: DATA,
    motif: 'dashboard',
    status: '已停产',
    price: '¥9800',
    stock: 0,
    summary: '面向小型车间的轻量版数据平台，现已并入智采标准版。',
    features: ['最多 500 个数据点', '内置常用看板', '单机部署'],
    specs: [
      ['接入规模', '500 数据点'],
      ['替代产品', '智采 工业数据采集平台'],
      ['维护期', '至 2026 年底'],
    ],
  },
  {
    name: '智盈 被动收入分析系统',
    category: INCOME,
    motif: 'chart',
    status: '已发布',
    price: '¥1999',
    stock: 500,
    summary: '汇总售货机、收银终端与线上渠道的收入数据，自动生成收益报表，让“躺赚”看得见、算得清。',
    features: ['多渠道收入自动汇总', '按设备、门店、时段分析收益', '成本与回本周期测算'],
    specs: [
      ['数据来源', '智能终端、电商平台、银行流水'],
      ['报表', '日报 / 周报 / 月报'],
      ['授权', '按年订阅'],
    ],
  },
  {
    name: '智盈 专业版（多账户）',
    category: INCOME,
    motif: 'chart',
    status: '测试中',
    price: '¥3999',
    stock: 10,
    summary: '支持多个经营主体与合伙人分账的专业版收益分析系统。',
    features: ['多主体、多账户管理', '自动分账与对账', '税务报表导出'],
    specs: [
      ['账户数', '最多 20 个'],
      ['分账', '按比例 / 按设备'],
      ['授权', '按年订阅'],
    ],
  },
  {
    name: '智投 自动化收益助手',
    category: ASSISTANT,
    motif: 'chart',
    status: '已发布',
    price: '¥699',
    stock: 7,
    summary: '根据设备运营数据给出补货、调价与选址建议，帮助小投资者稳步提升设备收益。',
    features: ['智能补货与调价建议', '新点位收益预测', '异常收入波动提醒'],
    specs: [
      ['适用设备', '售货机、收银终端'],
      ['更新频率', '每日'],
      ['使用方式', '网页 / 手机 App'],
    ],
  },
  {
    name: '云维 设备远程运维平台',
    category: OPS,
    motif: 'cloud',
    status: '已发布',
    price: '¥19800',
    stock: 100,
    summary: '远程监控、远程调试与工单管理的设备运维平台，出差次数减少一半以上。',
    features: ['设备在线状态与告警地图', '远程登录 PLC 与 HMI 调试', '工单派发与备件管理'],
    specs: [
      ['部署', 'SaaS / 私有化'],
      ['设备规模', '不限'],
      ['安全', '端到端加密、等保三级'],
    ],
  },
  {
    name: '云维 告警推送服务',
    category: OPS,
    motif: 'cloud',
    status: '已发布',
    price: '¥1200',
    stock: 0,
    summary: '设备告警通过短信、电话、企业微信与钉钉即时送达负责人。',
    features: ['多渠道推送与升级策略', '值班表与免打扰时段', '告警统计分析'],
    specs: [
      ['渠道', '短信 / 电话 / 企业微信 / 钉钉'],
      ['计费', '按年，含 10000 条短信'],
      ['延迟', '< 5 秒'],
    ],
  },
  {
    name: '智衡 移动管理 App 企业版',
    category: APP,
    motif: 'phone',
    status: '已发布',
    price: '',
    stock: 999,
    summary: '在手机上查看设备、收益与工单，审批与告警随时处理。价格根据设备数量面议。',
    features: ['设备与收益实时看板', '告警推送与一键处理', '企业组织架构与权限'],
    specs: [
      ['平台', 'Android / iOS'],
      ['账号', '按企业开通'],
      ['价格', '面议'],
    ],
  },
  {
    name: '智衡 移动管理 App 个人版',
    category: APP,
    motif: 'phone',
    status: '开发中',
    price: '¥99',
    stock: 0,
    summary: '面向个人投资者的轻量 App，管理自己的售货机与收银设备。',
    features: ['设备收益一览', '补货提醒', '简单易用的报表'],
    specs: [
      ['平台', 'Android / iOS'],
      ['授权', '按年订阅'],
      ['状态', '开发中'],
    ],
  },
];

const DESCRIPTION_WORDS: Record<Locale, { overview: string; features: string; specs: string; closing: string }> = {
  'zh-CN': {
    overview: '产品概述',
    features: '核心特性',
    specs: '技术参数',
    closing: '如需方案咨询或批量采购，请<a href="/contact">联系我们</a>。',
  },
  en: {
    overview: 'Overview',
    features: 'Key features',
    specs: 'Specifications',
    closing: 'For solution consulting or volume orders, please <a href="/en/contact">contact us</a>.',
  },
};

/** The product's description as an editor would write it: overview, features, parameters. */
export function demoDescription(product: DemoProductWords, locale: Locale = 'zh-CN'): string {
  const words = DESCRIPTION_WORDS[locale];
  const features = product.features.map((f) => `<li>${f}</li>`).join('');
  const rows = product.specs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('');
  return (
    `<h3>${words.overview}</h3><p>${product.summary}</p>` +
    `<h3>${words.features}</h3><ul>${features}</ul>` +
    `<h3>${words.specs}</h3><table><tbody>${rows}</tbody></table>` +
    `<p>${words.closing}</p>`
  );
}
