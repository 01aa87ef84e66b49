import { Global, Module } from '@nestjs/common';
import { AuditLog } from './application/audit-log.js';

/** Global: every module records its staff actions here (and only here). */
@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
