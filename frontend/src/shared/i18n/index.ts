export { createI18n, loadMessages, loadPageMessages } from './catalogues';
export { useLocale } from './useLocale';
