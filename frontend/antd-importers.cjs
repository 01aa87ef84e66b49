/**
 * Buyer-side files that still import antd (or @ant-design/*), outside the back office and the kit
 * (shared/ui, shared/antd): the rule antd-back-office-and-kit in frontend/.dependency-cruiser.cjs lets
 * these, and only these, do so (ADR 68). The list only shrinks: each file leaves it when its page moves
 * to the kit (issue 36 item 1); frontend/src/rooms.test.ts fails on an entry that no longer imports antd,
 * and no file may be added.
 */
module.exports = ['frontend/src/features/dev-outbox/DevOutboxPage.tsx', 'frontend/src/shared/theme.ts'];
