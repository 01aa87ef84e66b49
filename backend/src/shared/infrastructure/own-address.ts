import type { AddressInfo } from 'node:net';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** The app is not listening yet, so it has no address to call itself at. */
export class NotListeningYet extends Error {
  constructor() {
    super('The app is not listening yet');
    this.name = 'NotListeningYet';
  }
}

/**
 * This app's own HTTP address, as seen from this process: the built-in sandboxes (PhonePe,
 * RazorpayX) are reached over real HTTP, exactly like the services they stand in for. The port is
 * known only once the app listens, so it is read per call.
 */
@Injectable()
export class OwnAddress {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** e.g. http://127.0.0.1:3000 — throws NotListeningYet while the app is not listening. */
  origin(): string {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      { address(): AddressInfo | string | null } | undefined;
    const address = server?.address();
    if (!address || typeof address === 'string') throw new NotListeningYet();
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard
      ? address.family === 'IPv6' && address.address === '::'
        ? '[::1]'
        : '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  }
}
