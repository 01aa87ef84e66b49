export { createI18n, loadLaterMessages, loadMessages, loadPageMessages } from './catalogues';
export { TicketCount, ticketCount } from './counts';
export { useLocale } from './useLocale';
export { hindiPage } from './page-locale';
