import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { AlertDeliveries } from './application/alert-deliveries.js';
import { AlertMessages } from './application/alert-messages.js';
import { AlertErasure } from './application/alert-erasure.js';
import { AlertJobs } from './application/alert-jobs.js';
import { AlertMatch } from './application/alert-match.js';
import { AlertsService } from './application/alerts.service.js';
import { UnsubscribeLinks } from './application/unsubscribe-links.js';
import { AlertsController } from './http/alerts.controller.js';
import { UnsubscribeController } from './http/unsubscribe.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { AlertError } from './domain/alert-errors.js';

@Refuses(AlertError)
@Module({
  imports: [CatalogModule, IdentityModule, ListingsModule],
  controllers: [AlertsController, UnsubscribeController],
  providers: [AlertsService, AlertMatch, AlertDeliveries, AlertMessages, AlertErasure, AlertJobs, UnsubscribeLinks],
})
export class AlertsModule {}
