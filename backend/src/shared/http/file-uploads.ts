import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiExtension, ApiTooManyRequestsResponse, type OpenAPIObject } from '@nestjs/swagger';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { catchError, finalize, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RequestError } from '../domain/domain-error.js';
import {
  FILE_NOT_ALLOWED,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  type UploadedFileOnDisk,
} from '../infrastructure/storage/file-checks.js';
import { YoungGarbage } from '../infrastructure/young-garbage.js';
import type { AuthUser } from './auth.js';
import { MAX_TEXT_LENGTH } from './input-hygiene.pipe.js';
import { RateLimits } from './rate-limits.js';
import { AcceptsBody } from './same-origin.guard.js';

export const MAX_FILES_PER_REQUEST = 10;
const UPLOADS_PER_USER_PER_HOUR = 30;
export const UPLOADS_BUSY = 'Too many uploads right now. Please try again in a moment.';
export const TOO_MANY_UPLOADS = 'You have uploaded a lot of files recently. Please try again later.';

const uploadDir = join(tmpdir(), 'ticketsetu-uploads');
/** The operation extension `FileUploads` leaves for `describeFileUploads`: the multipart field of the files. */
const FILES_FIELD = 'x-files-field';

/** One per process, made at the first upload: uploads' body chunks are its young garbage. */
let bodies: YoungGarbage | undefined;
const uploadBodies = () => (bodies ??= new YoungGarbage());

/** multer's File, as the interceptor leaves it on the request. */
type MulterFile = { originalname: string; path: string };

/**
 * Admission for upload requests: a few at a time per process (each may carry 10 x 10 MB), and a
 * per-person hourly budget. A refused request is answered before a byte of its body is read.
 */
@Injectable()
export class UploadAdmission implements NestInterceptor {
  private inFlight = 0;
  private readonly perUser: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    rateLimits: RateLimits,
  ) {
    this.perUser = rateLimits.create({
      name: 'uploads-user',
      windowMs: 3_600_000,
      limit: UPLOADS_PER_USER_PER_HOUR,
      key: (req) => (req as Request & { user?: AuthUser }).user?.id,
      refuse: () => new RequestError('TOO_MANY_UPLOADS', TOO_MANY_UPLOADS),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    await new Promise<void>(
      (resolve, reject) => void this.perUser(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    if (this.inFlight >= this.config.UPLOAD_CONCURRENCY) {
      res.setHeader('Retry-After', '5');
      throw new RequestError('SERVICE_BUSY', UPLOADS_BUSY);
    }
    this.inFlight += 1;
    // While its body streams to disk, its dead chunks are collected every 16 MiB, not every 64 MiB.
    const received = uploadBodies().watch();
    res.once('close', () => {
      this.inFlight -= 1;
      received();
    });
    return next.handle();
  }
}

/** Deletes a request's temporary upload files once it is answered, and words multer's size refusal as ours. */
@Injectable()
class TemporaryUploads implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { files?: MulterFile[] }>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? new RequestError('FILE_TOO_LARGE', FILE_TOO_LARGE) : error;
      }),
      finalize(() => void Promise.allSettled((req.files ?? []).map((f) => rm(f.path, { force: true })))),
    );
  }
}

/**
 * A route that takes files in the multipart field `field`: streamed to a temporary folder with
 * bounded sizes and counts, admitted by UploadAdmission, removed after the response.
 * Read them with `uploadedFiles(files)`.
 */
export function FileUploads(field = 'files') {
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiExtension(FILES_FIELD, field),
    ApiTooManyRequestsResponse({ description: `More than ${UPLOADS_PER_USER_PER_HOUR} uploads of yours in an hour` }),
    AcceptsBody('multipart/form-data'),
    UseInterceptors(
      UploadAdmission,
      TemporaryUploads,
      FilesInterceptor(field, MAX_FILES_PER_REQUEST, {
        storage: multer.diskStorage({ destination: uploadDir }),
        // One byte over the limit is enough for the content check to refuse the file by its size.
        limits: {
          fileSize: MAX_FILE_BYTES + 1,
          files: MAX_FILES_PER_REQUEST,
          fields: 30,
          // Bytes: any text the input hygiene pipe lets through, at most 3 UTF-8 bytes a UTF-16 unit, so a
          // form field is refused by its own rules (with their words), never cut short by multer.
          fieldSize: 3 * MAX_TEXT_LENGTH,
          parts: 50,
        },
      }),
    ),
  );
}

export function uploadedFiles(files: MulterFile[] | undefined): UploadedFileOnDisk[] {
  return (files ?? []).map((f) => ({ originalName: f.originalname, path: f.path }));
}

interface UploadOperation {
  [FILES_FIELD]?: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { $ref?: string } }> };
}

/**
 * The multipart body of each upload route in the OpenAPI document: its form fields (the route's body
 * class, if any) and the files, as binary parts with the limits multer and the content check apply.
 */
export function describeFileUploads(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as UploadOperation[]) {
      const field = operation?.[FILES_FIELD];
      if (typeof field !== 'string') continue;
      delete operation[FILES_FIELD];
      const ref = operation.requestBody?.content?.['multipart/form-data']?.schema?.$ref;
      const form = (ref && document.components?.schemas?.[ref.replace('#/components/schemas/', '')]) as
        { properties?: object; required?: string[] } | undefined;
      const files = {
        type: 'array',
        maxItems: MAX_FILES_PER_REQUEST,
        description: `${FILE_NOT_ALLOWED}. ${FILE_TOO_LARGE}.`,
        items: { type: 'string', format: 'binary' },
      };
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { ...form?.properties, [field]: files },
              ...(form?.required && { required: form.required }),
              // The form's fields are validated like any body (unknown ones refused); the files are multer's.
              ...(form && { additionalProperties: false }),
            },
          } as never,
        },
      };
    }
  }
  return document;
}
