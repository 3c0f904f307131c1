import { blockingInAppBrowser } from './user-agent';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.46(0x18002e2c) NetType/WIFI Language/zh_CN',
  qqAndroid:
    'Mozilla/5.0 (Linux; Android 12; PEGM00 Build/SKQ1.210216.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046141 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537146260 Pixel/1080',
  qqIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.75.611 V1_IPH_SQ_8.9.75_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 QQTheme/1000 Core/WKWebView Device/Apple(iPhone 12) NetType/WIFI QBWebViewType/1 WKType/1',
  qqBrowserApp:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEGM00 Build/SKQ1.210216.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.2 Mobile Safari/537.36 COVC/046611',
  chrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('in-app browser detection', () => {
  it('finds WeChat on Android and iOS', () => {
    expect(blockingInAppBrowser(UA.wechatAndroid)).toBe('wechat');
    expect(blockingInAppBrowser(UA.wechatIos)).toBe('wechat');
  });

  it("finds QQ's in-app browser, not the QQ Browser app", () => {
    expect(blockingInAppBrowser(UA.qqAndroid)).toBe('qq');
    expect(blockingInAppBrowser(UA.qqIos)).toBe('qq');
    expect(blockingInAppBrowser(UA.qqBrowserApp)).toBeNull();
  });

  it('leaves ordinary browsers alone', () => {
    expect(blockingInAppBrowser(UA.chrome)).toBeNull();
    expect(blockingInAppBrowser(UA.safari)).toBeNull();
    expect(blockingInAppBrowser('')).toBeNull();
    expect(blockingInAppBrowser(undefined)).toBeNull();
  });
});
