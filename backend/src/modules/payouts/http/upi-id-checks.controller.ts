import {
  Body,
  type CallHandler,
  Controller,
  type ExecutionContext,
  HttpCode,
  Injectable,
  type NestInterceptor,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, RequestHandler, Response } from 'express';
import type { Observable } from 'rxjs';
import { RequestError, TOO_MANY_ATTEMPTS } from '../../../shared/domain/domain-error.js';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { RateLimits } from '../../../shared/http/rate-limits.js';
import { UpiIdChecks } from '../application/upi-id-checks.js';
import { PAYOUT_MESSAGES } from '../domain/payout-errors.js';
import { UpiIdCheckDto, UpiIdCheckRequestDto } from './upi-id-checks.dto.js';

const CHECKS_PER_PERSON_PER_HOUR = 20;

/**
 * Each check asks a bank through the payouts API: a person gets a few an hour (enough for typos), so
 * nobody can walk the UPI directory to learn whose ids are whose.
 */
@Injectable()
class UpiIdCheckAdmission implements NestInterceptor {
  private readonly perPerson: RequestHandler;

  constructor(rateLimits: RateLimits) {
    this.perPerson = rateLimits.create({
      name: 'upi-id-checks-user',
      windowMs: 3_600_000,
      limit: CHECKS_PER_PERSON_PER_HOUR,
      key: (req) => (req as Request & { user?: AuthUser }).user?.id,
      refuse: () => new RequestError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    await new Promise<void>(
      (resolve, reject) => void this.perPerson(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    return next.handle();
  }
}

/** "Whose is this UPI id?", asked before a seller saves one (ADR 45). */
@ApiTags('payouts')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/upi-id-checks')
export class UpiIdChecksController {
  constructor(private readonly checks: UpiIdChecks) {}

  /**
   * Asks the payouts provider whether the UPI id exists and whose it is, and returns the registered name
   * with a confirmation to send when saving the id. With manual payouts nothing is asked.
   */
  @ApiOperation({
    summary: 'Check whose a UPI id is',
    description:
      'Asks the payouts provider whether the UPI id exists and whose it is; answers the registered name and a confirmation to send with the UPI id when saving it (profile, sell form, payout change). ' +
      'Who: a signed-in person (a few checks an hour). ' +
      'Effects: none.',
  })
  @Post()
  @HttpCode(200)
  @UseInterceptors(UpiIdCheckAdmission)
  @ApiOkResponse({ type: UpiIdCheckDto })
  @ApiBadRequestResponse({
    description: `Not a UPI id, or one the bank does not know ('${PAYOUT_MESSAGES.upiIdNotFound}', field upiId)`,
  })
  @ApiTooManyRequestsResponse({ description: `More than ${CHECKS_PER_PERSON_PER_HOUR} checks of yours in an hour` })
  @ApiServiceUnavailableResponse({
    description: `The payouts provider did not answer ('${PAYOUT_MESSAGES.upiIdCheckUnavailable}'), or the database is briefly unreachable`,
  })
  async check(@CurrentUser() user: AuthUser, @Body() body: UpiIdCheckRequestDto): Promise<UpiIdCheckDto> {
    const checked = await this.checks.check(user.id, body.upiId);
    return {
      upi_id: checked.upiId,
      names_checked: checked.namesChecked,
      registered_name: checked.registeredName,
      confirmation: checked.confirmation,
      expires_at: checked.expiresAt,
    };
  }
}
