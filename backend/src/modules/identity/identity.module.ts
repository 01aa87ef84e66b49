import { Module } from '@nestjs/common';
import { IdentityService } from './application/identity.service.js';

@Module({
  providers: [IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
