import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { checkUnsubscribe, signUnsubscribe, unsubscribeKey } from '../domain/unsubscribe-link.js';

/** Signs and checks the one-click unsubscribe tokens of alert emails with the app's key. */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = unsubscribeKey(config.AUTH_SECRET);
  }

  sign(alertId: string): string {
    return signUnsubscribe(this.key, alertId);
  }

  /** The alert id the token stops, or null for a forged or malformed one. */
  check(token: string | null | undefined): string | null {
    return checkUnsubscribe(this.key, token);
  }
}
