/** The catalog module's public entry: events and categories. Other modules import only this file. */
export { CatalogModule } from './catalog.module.js';
export {
  type AdminEventSort,
  type AdminEventsQuery,
  CatalogService,
  type CategoryView,
  type EventDetails,
  type EventVerification,
  type EventView,
  type UpcomingEventsQuery,
} from './application/catalog.service.js';
export { type EventForm, EventAdminService } from './application/event-admin.service.js';
export { isOpenForSale } from './domain/open-for-sale.js';
export { eventTimeStatus, type EventTimeStatus } from './domain/event-time-status.js';
export { EventDto, toEventDto, type EventAvailability, UpcomingEventsQueryDto } from './http/event.dto.js';
// Admin > Events' forms and answers; the back office mounts their routes.
export {
  AdminEventDto,
  AdminEventsQueryDto,
  CreateEventDto,
  EventChangedDto,
  ResalePermissionDto,
  toAdminEventDto,
  toEventForm,
  UpdateEventDto,
} from './http/admin-event.dto.js';
