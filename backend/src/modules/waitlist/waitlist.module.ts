import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { WaitlistEmails } from './application/waitlist-emails.js';
import { WaitlistMailer } from './application/waitlist-mailer.js';
import { WaitlistJobs } from './application/waitlist-jobs.js';
import { WaitlistOffers } from './application/waitlist-offers.js';
import { WaitlistService } from './application/waitlist.service.js';
import { WaitlistController } from './http/waitlist.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { WaitlistError } from './domain/waitlist-errors.js';

@Refuses(WaitlistError)
@Module({
  imports: [CatalogModule, IdentityModule, ListingsModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistOffers, WaitlistEmails, WaitlistMailer, WaitlistJobs],
})
export class WaitlistModule {}
