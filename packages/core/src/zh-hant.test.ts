import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { flattenStrings } from './i18n.js';
import { Locales } from './locales.js';

/**
 * The Traditional Chinese table is written for Taiwan and Hong Kong, not converted from the
 * Simplified one: no Simplified character, and none of the mainland's words where Taiwan says
 * something else.
 */

// OpenCC's Simplified → Traditional (Taiwan) character table: a character it changes is written
// differently in Taiwan.
const toTaiwan = Converter({ from: 'cn', to: 'tw' });
/** Characters the table changes that Taiwan's standard also writes as they are (公里, 核准, 占用). */
const SharedCharacters = new Set(['里', '准', '占']);

/** Mainland words (in Traditional characters) and what Taiwan says instead. */
const MainlandWords: readonly [RegExp, string][] = [
  [/網絡/, '網路'],
  [/服務器/, '伺服器'],
  [/軟件/, '軟體'],
  [/硬件/, '硬體'],
  [/數據/, '資料'],
  [/設置/, '設定'],
  [/文件夾/, '資料夾'],
  [/文件(名|大小)|(上傳|下載|開啟|打開|儲存|保存|選擇)文件/, '檔案 (文件 is a document)'],
  [/默認|缺省/, '預設'],
  [/(?<!作業)程序/, '程式'],
  [/登錄(?!檔|中|。)/, '登入 (登錄 only for a registry)'],
  [/支持/, '支援'],
  [/(?<!租)用戶(?!端)/, '使用者'],
  [/視頻/, '影片'],
  [/打印/, '列印'],
  [/鏈接/, '連結'],
  [/選中/, '選取'],
  [/信息/, '資訊, 訊息'],
  [/屏幕/, '螢幕'],
  [/菜單/, '選單'],
  [/刷新/, '重新整理'],
  [/搜索/, '搜尋'],
  [/界面/, '介面'],
  [/導出/, '匯出'],
  [/導入/, '匯入'],
  [/端口/, '連接埠'],
  [/運行/, '執行'],
  [/調用/, '呼叫'],
  [/客戶端/, '用戶端'],
  [/內存/, '記憶體'],
  [/硬盤/, '硬碟'],
  [/郵箱/, '信箱'],
  [/賬戶|賬號/, '帳戶, 帳號'],
  [/字段/, '欄位'],
  [/互聯網/, '網際網路'],
  [/優化/, '最佳化'],
  [/實時/, '即時'],
  [/在線/, '線上'],
  [/短信/, '簡訊'],
  [/模塊/, '模組'],
  [/插件/, '外掛程式'],
  [/代碼/, '程式碼'],
  [/自定義/, '自訂'],
  [/寬帶/, '寬頻'],
  [/局域網/, '區域網路'],
  [/視圖/, '檢視'],
  [/窗口/, '視窗'],
  [/日志/, '日誌'],
  [/IP\s?地址/, 'IP 位址'],
  [/質量/, '品質'],
  [/激活/, '啟用'],
  [/獲取/, '取得'],
  [/創建/, '建立'],
  [/加載/, '載入'],
  [/超時/, '逾時'],
  [/緩存/, '快取'],
  [/存儲/, '儲存'],
  [/通配符/, '萬用字元'],
  [/示例/, '範例'],
  [/子網(?!路)/, '子網路'],
  [/點擊|單擊/, '按一下'],
  [/釋出/, '發佈 (釋出 is a software release)'],
  [/型別/, '類型 (型別 is a programming type)'],
  [/“|”|‘|’/, '「」 『』'],
];

const hant = flattenStrings(Locales['zh-Hant']);

describe('the zh-Hant table', () => {
  it('has every key of the English table, and no other', () => {
    expect(Object.keys(hant).sort()).toEqual(Object.keys(flattenStrings(Locales.en)).sort());
  });

  it('has no Simplified character', () => {
    const found = Object.entries(hant).flatMap(([key, text]) =>
      [...text]
        .filter((c) => /\p{Script=Han}/u.test(c) && !SharedCharacters.has(c) && toTaiwan(c) !== c)
        .map((c) => `${key}: ${c} → ${toTaiwan(c)}`),
    );
    expect(found).toEqual([]);
  });

  it("has none of the mainland's words where Taiwan says something else", () => {
    const found = Object.entries(hant).flatMap(([key, text]) =>
      MainlandWords.filter(([word]) => word.test(text)).map(
        ([word, taiwan]) => `${key}: ${word.source} → ${taiwan}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect([...'网络服务器设置'].filter((c) => toTaiwan(c) !== c)).toEqual(['网', '络', '务', '设']);
    expect(MainlandWords.filter(([w]) => w.test('請在服務器的設置中選中上傳文件')).map(([, t]) => t)).toEqual(
      ['伺服器', '設定', '檔案 (文件 is a document)', '選取'],
    );
  });
});
