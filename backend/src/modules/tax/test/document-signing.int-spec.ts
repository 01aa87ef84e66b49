import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { paise } from '@ticketsetu/contracts/money';
import forge from 'node-forge';
import { pdfText } from '../../../../test/harness/tax-documents.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { type AppConfig, loadConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { IdentityService } from '../../identity/index.js';
import { paymentCaptured, type PostResult } from '../../ledger/index.js';
import { TaxDocumentReads } from '../application/tax-document-reads.js';
import { TaxDocuments } from '../index.js';
import { certificateOf } from '../infrastructure/document-signer.js';

const PASSPHRASE = 'correct horse battery staple';

/** A self-signed certificate for the signatory with its key, as a PKCS#12 file; made here, never a real one. */
function signatoryCertificate(commonName: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'TicketSetu Demo Private Limited' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], PASSPHRASE, { algorithm: '3des' });
  return {
    base64: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'),
    certificatePem: forge.pki.certificateToPem(cert),
  };
}

/**
 * The PDF's signature, checked as a reader checks it: the bytes its /ByteRange covers hash to the digest
 * the PKCS#7 signature signs, and that signature verifies with the signer's certificate.
 */
function checkSignature(pdf: Buffer, certificatePem: string): { signedBy: string } {
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!range) throw new Error('no /ByteRange: the PDF is not signed');
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/(00)+$/, '');
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(hex, 'hex').toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & { rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string } };
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  if (Buffer.from(digest, 'binary').compare(createHash('sha256').update(signed).digest()) !== 0) {
    throw new Error('the signed bytes do not match the signature’s digest');
  }
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const signedAttributes = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  const signature = Buffer.from(message.rawCapture.signature, 'binary');
  if (!verify('sha256', signedAttributes, certificatePem, signature)) throw new Error('the signature does not verify');
  return { signedBy: message.certificates[0]!.subject.getField('CN').value as string };
}

describe('tax documents signed with the authorised signatory’s certificate (the tax module booted alone)', () => {
  const signatory = signatoryCertificate('Meera Iyer');
  let t: TestApp;
  let buyer: AuthUser;

  beforeAll(async () => {
    // A company in a Union territory, so an invoice with no address on record is CGST + UTGST.
    t = await createModuleTestApp('tax', {
      COMPANY_STATE: 'Chandigarh',
      COMPANY_SIGNATORY: 'Meera Iyer, Director',
      TAX_SIGNING_P12_BASE64: signatory.base64,
      TAX_SIGNING_PASSPHRASE: PASSPHRASE,
    });
    const orm = t.app.get(MikroORM);
    const account = await RequestContext.create(orm.em, () =>
      t.app.get(IdentityService).createAccount({
        email: `buyer-${randomUUID()}@example.in`,
        password: 'correct horse battery',
        fullName: 'Asha Rao',
      }),
    );
    buyer = { id: account.id, email: account.email, fullName: 'Asha Rao', isAdmin: false } as AuthUser;
  });
  afterAll(() => t.close());

  async function invoicePdf(): Promise<Buffer> {
    const occurredAt = t.clock.now();
    const entry = paymentCaptured({
      orderId: randomUUID(),
      buyerId: buyer.id,
      subtotal: paise(300_000),
      buyerFee: paise(30_000),
      creditApplied: paise(0),
      total: paise(330_000),
      occurredAt,
    });
    const posted: PostResult = { created: true, entry: { ...entry, id: '1', recordedAt: occurredAt } };
    const document = await t.app
      .get(MikroORM)
      .em.fork()
      .transactional((tx) => t.app.get(TaxDocuments).issueFor(tx, posted, { recipientId: buyer.id, eventState: null }));
    expect(document).toMatchObject({ placeOfSupply: 'Chandigarh', stateTaxHead: 'UTGST', cgst: 2_288, sgst: 2_288 });
    return (await t.app.get(TaxDocumentReads).pdf(buyer, document!.id)).bytes;
  }

  it('signs each invoice’s PDF: the signature covers the whole file, verifies with the certificate and names the signatory', async () => {
    const pdf = await invoicePdf();
    expect(pdf.toString('latin1')).toContain('/SubFilter /adbe.pkcs7.detached');
    expect(checkSignature(pdf, signatory.certificatePem)).toEqual({ signedBy: 'Meera Iyer' });
    const text = await pdfText(pdf);
    for (const expected of [
      'Digitally signed by Meera Iyer, Director, authorised signatory',
      'For TicketSetu Demo Private Limited',
      'CGST @ 9%',
      'UTGST @ 9%',
      'Place of supply: Chandigarh (04)',
    ]) {
      expect(text).toContain(expected);
    }

    // A byte changed after signing no longer matches the signature; another key did not make it.
    const tampered = Buffer.from(pdf);
    tampered[100] = tampered[100]! ^ 1;
    expect(() => checkSignature(tampered, signatory.certificatePem)).toThrow(/do not match/);
    expect(() => checkSignature(pdf, signatoryCertificate('Someone Else').certificatePem)).toThrow(/does not verify/);
  });

  it('refuses to start with a certificate its passphrase does not open, or bytes that are not one, naming the setting', () => {
    const config = (env: Record<string, string>): AppConfig => loadConfig(env);
    expect(() =>
      certificateOf(config({ TAX_SIGNING_P12_BASE64: signatory.base64, TAX_SIGNING_PASSPHRASE: 'wrong' })),
    ).toThrow(/TAX_SIGNING_P12_BASE64: not a PKCS#12 certificate that TAX_SIGNING_PASSPHRASE opens/);
    expect(() =>
      certificateOf(config({ TAX_SIGNING_P12_BASE64: Buffer.from('not a certificate').toString('base64') })),
    ).toThrow(/TAX_SIGNING_P12_BASE64: not a PKCS#12/);
    expect(() => certificateOf(config({ TAX_SIGNING_P12_PATH: '/nonexistent/signatory.p12' }))).toThrow(
      /TAX_SIGNING_P12_PATH: cannot read \/nonexistent\/signatory.p12/,
    );
    expect(certificateOf(config({}))).toBeNull();
  });
});
