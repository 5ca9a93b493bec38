import { webLightTheme, type Theme } from '@fluentui/react-components';
import type { Language } from '@netlens/core';

const latin = ["'Segoe UI'", "'Segoe UI Web (West European)'", '-apple-system', 'BlinkMacSystemFont'];
const tail = ['Roboto', "'Helvetica Neue'", 'sans-serif'];
const cjk: Record<Language, string[]> = {
  en: [],
  ja: ["'Yu Gothic UI'", "'Meiryo UI'", 'Meiryo', "'Hiragino Sans'", "'Noto Sans CJK JP'", "'Noto Sans JP'"],
  'zh-Hans': [
    "'Microsoft YaHei UI'",
    "'Microsoft YaHei'",
    "'PingFang SC'",
    "'Noto Sans CJK SC'",
    "'Noto Sans SC'",
  ],
  'zh-Hant': [
    "'Microsoft JhengHei UI'",
    "'Microsoft JhengHei'",
    "'PingFang TC'",
    "'Noto Sans CJK TC'",
    "'Noto Sans TC'",
  ],
};

/** The Fluent light theme with a font stack that has good glyphs for the UI language. */
export function themeFor(lang: Language): Theme {
  return { ...webLightTheme, fontFamilyBase: [...latin, ...cjk[lang], ...tail].join(', ') };
}
