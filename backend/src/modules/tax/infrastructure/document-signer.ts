import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import forge from 'node-forge';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { type SigningCertificate, signPdf } from '../../../shared/infrastructure/pdf.js';

/**
 * Signs tax documents' PDFs with the authorised signatory's certificate (CGST Rules rule 46(q): the
 * supplier's or its authorised representative's signature or digital signature; ADR 48) when
 * TAX_SIGNING_P12_PATH or TAX_SIGNING_P12_BASE64 is set. The certificate is read and opened at start, so
 * a wrong file or passphrase stops the app with a clear message rather than failing the first download.
 */
@Injectable()
export class DocumentSigner {
  private readonly certificate: SigningCertificate | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.certificate = certificateOf(config);
  }

  /** Whether documents are signed digitally (else they name the signatory only). */
  get signs(): boolean {
    return this.certificate !== null;
  }

  /** `pdf` signed for the company by its signatory, or as it is when no certificate is configured. */
  async sign(pdf: Buffer, reason: string, at: Date): Promise<Buffer> {
    if (!this.certificate) return pdf;
    return signPdf(pdf, this.certificate, {
      name: this.config.COMPANY_SIGNATORY,
      reason,
      location: this.config.COMPANY_STATE,
      contactInfo: this.config.SUPPORT_EMAIL,
      signingTime: at,
    });
  }
}

/** The configured certificate, checked to open with its passphrase and to hold a key and a certificate. */
export function certificateOf(config: AppConfig): SigningCertificate | null {
  const {
    TAX_SIGNING_P12_PATH: path,
    TAX_SIGNING_P12_BASE64: base64,
    TAX_SIGNING_PASSPHRASE: passphrase = '',
  } = config;
  if (!path && !base64) return null;
  const setting = path ? 'TAX_SIGNING_P12_PATH' : 'TAX_SIGNING_P12_BASE64';
  let p12: Buffer;
  try {
    p12 = path ? readFileSync(path) : Buffer.from(base64!, 'base64');
  } catch (error) {
    throw new Error(`${setting}: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  try {
    const opened = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      passphrase,
    );
    const has = (type: string) => (opened.getBags({ bagType: type })[type] ?? []).length > 0;
    if (!has(forge.pki.oids.certBag!) || !(has(forge.pki.oids.pkcs8ShroudedKeyBag!) || has(forge.pki.oids.keyBag!))) {
      throw new Error('it holds no certificate with its private key');
    }
  } catch (error) {
    throw new Error(
      `${setting}: not a PKCS#12 certificate that TAX_SIGNING_PASSPHRASE opens (${(error as Error).message})`,
      { cause: error },
    );
  }
  return { p12, passphrase };
}
