import type { AppPlatform, ContactStatus } from '@site/contracts';

export interface DemoContact {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactStatus;
  /** Hours before now it came in. */
  hoursAgo: number;
}

export interface DemoAppDownload {
  platform: AppPlatform;
  version: string;
  title: string;
  description: string;
  download_url: string;
}

/** Visitor messages over every status, newest first. */
export const DEMO_CONTACTS: DemoContact[] = [
  {
    name: '王建国',
    email: 'wangjianguo@hengtai-mfg.com',
    company: '恒泰精密制造有限公司',
    subject: '咨询产线自动化改造方案',
    message:
      '您好，我们是一家做汽车零部件的工厂，目前有三条装配线还在人工上下料，想了解贵公司的自动化改造方案和大致报价，以及从评估到上线大概需要多长时间。方便的话请安排技术同事联系我，电话 138 2651 4730。',
    status: 'unread',
    hoursAgo: 3,
  },
  {
    name: '李晓雯',
    email: 'lixiaowen@qq.com',
    company: '',
    subject: 'APP 安卓版无法登录',
    message:
      '昨天升级到 2.3.1 之后，安卓版 APP 一直提示“网络异常”，无法登录，WiFi 和 4G 都试过了。手机型号是小米 13，系统 HyperOS。请问是服务器问题还是需要重新安装？',
    status: 'unread',
    hoursAgo: 9,
  },
  {
    name: '陈志强',
    email: 'chenzq@cloudway-tech.cn',
    company: '云途科技（杭州）有限公司',
    subject: '渠道合作意向',
    message:
      '我们在华东地区有二十多家制造业客户，主要做 MES 和仓储系统集成，对贵公司的智能网关产品很感兴趣，希望洽谈区域代理或方案合作，想了解一下合作政策和技术支持方式。',
    status: 'read',
    hoursAgo: 30,
  },
  {
    name: '张敏',
    email: 'zhangmin@163.com',
    company: '',
    subject: '智能控制器发票开具',
    message: '上周在官方渠道购买了两台智能控制器，订单号 ZH20250611032，需要开具增值税专用发票，请问需要提供哪些资料？',
    status: 'replied',
    hoursAgo: 52,
  },
  {
    name: '刘洋',
    email: 'liuyang@sz-hwdz.com',
    company: '深圳华微电子有限公司',
    subject: '传感器模组批量采购询价',
    message:
      '我司计划第三季度采购温湿度传感器模组约 5000 套，请提供阶梯报价、交期和样品申请方式。另外想确认模组是否支持 Modbus RTU 协议。',
    status: 'replied',
    hoursAgo: 76,
  },
  {
    name: '赵磊',
    email: 'zhaolei@outlook.com',
    company: '',
    subject: '求职：嵌入式软件工程师',
    message:
      '您好，我有五年嵌入式 Linux 开发经验，熟悉 RT-Thread 和 Yocto，看到贵公司在招聘嵌入式工程师，想了解岗位是否还在招人，简历应该发到哪个邮箱？',
    status: 'read',
    hoursAgo: 120,
  },
  {
    name: '孙丽',
    email: 'sunli@edu-gz.cn',
    company: '广州市职业技术学院',
    subject: '校企合作实训基地',
    message:
      '我院自动化专业希望与贵公司共建实训基地，为学生提供 PLC 与工业机器人方向的实训项目，想约时间到贵公司参观交流，请问对接人是哪位？',
    status: 'archived',
    hoursAgo: 240,
  },
  {
    name: '周文博',
    email: 'zhouwenbo@gmail.com',
    company: '',
    subject: '网站产品页面图片加载慢',
    message: '反馈一下：晚上访问产品中心时，部分产品图片加载要十几秒，用的是广东电信宽带，不知道是不是 CDN 的问题。',
    status: 'archived',
    hoursAgo: 400,
  },
];

/** One config per platform (android, android-beta, ios, ios-beta). */
export const DEMO_APP_DOWNLOADS: DemoAppDownload[] = [
  {
    platform: 'android',
    version: '2.3.1',
    title: '智衡助手 Android 版',
    description: '设备远程监控、告警推送与收益报表，一部手机管理全部智能设备。支持 Android 8.0 及以上系统。',
    download_url: 'https://download.zhiheng-auto.cn/app/zhiheng-2.3.1.apk',
  },
  {
    platform: 'android-beta',
    version: '2.4.0-beta.2',
    title: '智衡助手 Android 测试版',
    description: '抢先体验新版自动化任务编排与多设备联动功能。测试版可能不够稳定，欢迎通过“联系我们”反馈问题。',
    download_url: 'https://download.zhiheng-auto.cn/app/zhiheng-2.4.0-beta.2.apk',
  },
  {
    platform: 'ios',
    version: '2.3.0',
    title: '智衡助手 iOS 版',
    description: '在 App Store 搜索“智衡助手”即可下载，支持 iOS 14 及以上系统。',
    download_url: 'https://apps.apple.com/cn/app/id6479012345',
  },
  {
    platform: 'ios-beta',
    version: '2.4.0 (TestFlight)',
    title: '智衡助手 iOS 测试版',
    description: '通过 TestFlight 参与 iOS 测试版体验，名额有限，先到先得。',
    download_url: 'https://testflight.apple.com/join/Zh1Heng8',
  },
];
