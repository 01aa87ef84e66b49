export { createI18n, loadMessages } from './catalogues';
export { useLocale } from './useLocale';
