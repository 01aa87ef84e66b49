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
// Admin > Categories' read model; the back office mounts its list (ADR 71).
export { AdminCategoryList } from './application/admin-category-list.js';
// Admin > Events' and Categories' forms and answers; the back office mounts their routes.
export {
  AdminCategoryDto,
  AdminEventDto,
  AdminEventsQueryDto,
  CreateEventDto,
  EventChangedDto,
  ResalePermissionDto,
  toAdminCategoryDto,
  toAdminEventDto,
  toEventForm,
  UpdateEventDto,
} from './http/admin-event.dto.js';
