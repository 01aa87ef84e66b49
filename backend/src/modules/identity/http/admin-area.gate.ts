import { posix } from 'node:path';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_ONLY, ADMIN_PATH_PREFIX } from '../../../shared/http/auth.js';
import { refusal } from '../../../shared/http/problem-details.filter.js';
import { SessionService } from '../application/session.service.js';
import { accessTokenOf } from './session-cookies.js';

const adminArea = new RegExp(`^/api/${ADMIN_PATH_PREFIX}(/|$)`);
/** The admin area's own name (`admin`): every spelling of the area holds it, in some case. */
const ADMIN_NAME = ADMIN_PATH_PREFIX.slice(ADMIN_PATH_PREFIX.lastIndexOf('/') + 1).toLowerCase();

/**
 * Every spelling a client might use for the admin area, reduced to one: percent-decoded,
 * lower case, single slashes, dot segments resolved. `/API/V1//%61dmin/users/` is admin area.
 */
export function isAdminAreaPath(url: string): boolean {
  // Without a percent escape nothing decodes, and no spelling of the admin area lacks its name: every
  // other request is answered without the work below.
  if (!url.includes('%') && !url.toLowerCase().includes(ADMIN_NAME)) return false;
  let path = url.split('?', 1)[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = posix.normalize(path.replace(/\\/g, '/').toLowerCase());
  return adminArea.test(path);
}

/**
 * Defence in depth in front of routing: a request for any spelling of the admin area is refused
 * to visitors (401) and non-admins (403) before a route is even looked up. The primary check is
 * the guard reading @AdminOnly metadata; this one answers the same for paths no route matches,
 * so variants never reach a handler nor reveal which routes exist.
 */
@Injectable()
export class AdminAreaGate implements OnApplicationBootstrap {
  constructor(
    private readonly sessions: SessionService,
    private readonly discovery: DiscoveryService,
  ) {}

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!isAdminAreaPath(req.originalUrl)) return next();
    const token = accessTokenOf(req);
    (token ? this.sessions.principalFromToken(token) : Promise.resolve(null))
      .then((user) => {
        if (user?.isAdmin) return next();
        const refused = user ? refusal('FORBIDDEN') : refusal('AUTH_REQUIRED');
        res.status(refused.status).type('application/problem+json').json(refused);
      })
      .catch(next);
  };

  /** Refuses to start when a controller under the admin path lacks the admin-only metadata. */
  onApplicationBootstrap(): void {
    for (const { metatype } of this.discovery.getControllers()) {
      if (!metatype) continue;
      const paths = [Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined].flat();
      const underAdmin = paths.some((p) => p !== undefined && isAdminAreaPath(`/api/${p.replace(/^\//, '')}`));
      if (underAdmin && Reflect.getMetadata(ADMIN_ONLY, metatype) !== true) {
        throw new Error(`${metatype.name} serves the admin area without @AdminController / @AdminOnly`);
      }
    }
  }
}
