import { EVENT_MESSAGES } from '@ticketsetu/contracts/rules';

/** Admin > Events: the spec's messages (section 8) and the server's own (contracts/rules.js). */
export const ADMIN_EVENT_MESSAGES = {
  ...EVENT_MESSAGES,
  loadFailed: 'Error loading events',
  createFailedPrefix: 'Error creating event: ',
  updateFailedPrefix: 'Error updating event: ',
} as const;
