import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Just enough of the S3 REST API, path-style and without checking signatures, for S3Storage's tests: the object calls
 * it makes and the multipart calls `@aws-sdk/lib-storage` makes for bodies larger than one part. Test-only.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, Buffer>;
  /** Multipart uploads started and neither completed nor aborted, by upload id. */
  pendingUploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  /** Operation names in arrival order, e.g. `CreateMultipartUpload`, `UploadPart`. */
  operations: string[];
  /** When set, every UploadPart is refused with 403. */
  refuseParts: boolean;
  close(): Promise<void>;
}

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const server = http.createServer((request, response) => {
    handle(fake, request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  const fake: FakeS3 = {
    url: '',
    bucket,
    objects: new Map(),
    pendingUploads: new Map(),
    operations: [],
    refuseParts: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return fake;
}

async function handle(fake: FakeS3, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake');
  const [, bucket = '', ...segments] = url.pathname.split('/');
  const key = segments.map(decodeURIComponent).join('/');
  const query = url.searchParams;
  const body = await readBody(request);
  const method = request.method ?? 'GET';
  const operation = operationOf(method, query);
  fake.operations.push(operation);

  if (bucket !== fake.bucket) return sendError(response, 404, 'NoSuchBucket', method);
  const uploadId = query.get('uploadId') ?? '';
  const upload = fake.pendingUploads.get(uploadId);

  switch (operation) {
    case 'PutObject':
      fake.objects.set(key, body);
      response.setHeader('ETag', etagOf(body));
      return void response.end();
    case 'CreateMultipartUpload': {
      const id = randomUUID();
      fake.pendingUploads.set(id, { key, parts: new Map() });
      return sendXml(
        response,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    case 'UploadPart':
      if (!upload) return sendError(response, 404, 'NoSuchUpload', method);
      if (fake.refuseParts) return sendError(response, 403, 'AccessDenied', method);
      upload.parts.set(Number(query.get('partNumber')), body);
      response.setHeader('ETag', etagOf(body));
      return void response.end();
    case 'CompleteMultipartUpload': {
      if (!upload) return sendError(response, 404, 'NoSuchUpload', method);
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((match) =>
        Number(match[1]),
      );
      const parts = numbers.map((n) => upload.parts.get(n));
      if (parts.some((part) => !part)) return sendError(response, 400, 'InvalidPart', method);
      const object = Buffer.concat(parts as Buffer[]);
      fake.objects.set(key, object);
      fake.pendingUploads.delete(uploadId);
      return sendXml(
        response,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(object)}</ETag></CompleteMultipartUploadResult>`,
      );
    }
    case 'AbortMultipartUpload':
      fake.pendingUploads.delete(uploadId);
      response.statusCode = 204;
      return void response.end();
    case 'DeleteObject':
      fake.objects.delete(key);
      response.statusCode = 204;
      return void response.end();
    case 'HeadObject':
    case 'GetObject': {
      const object = fake.objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey', method);
      return sendObject(response, object, request.headers.range, method === 'HEAD');
    }
    default:
      return sendError(response, 501, 'NotImplemented', method);
  }
}

function operationOf(method: string, query: URLSearchParams): string {
  if (method === 'POST' && query.has('uploads')) return 'CreateMultipartUpload';
  if (method === 'PUT' && query.has('partNumber') && query.has('uploadId')) return 'UploadPart';
  if (method === 'POST' && query.has('uploadId')) return 'CompleteMultipartUpload';
  if (method === 'DELETE' && query.has('uploadId')) return 'AbortMultipartUpload';
  const simple: Record<string, string> = {
    PUT: 'PutObject',
    GET: 'GetObject',
    HEAD: 'HeadObject',
    DELETE: 'DeleteObject',
  };
  return simple[method] ?? `${method}?`;
}

function sendObject(response: http.ServerResponse, object: Buffer, range: string | undefined, headOnly: boolean): void {
  let bytes = object;
  const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
  if (match) {
    const start = Number(match[1]);
    const end = Math.min(match[2] ? Number(match[2]) : object.length - 1, object.length - 1);
    if (start >= object.length) return sendError(response, 416, 'InvalidRange', headOnly ? 'HEAD' : 'GET');
    bytes = object.subarray(start, end + 1);
    response.statusCode = 206;
    response.setHeader('Content-Range', `bytes ${String(start)}-${String(end)}/${String(object.length)}`);
  }
  response.setHeader('Content-Length', bytes.length);
  response.setHeader('Content-Type', 'application/octet-stream');
  response.setHeader('ETag', etagOf(object));
  response.end(headOnly ? undefined : bytes);
}

function sendXml(response: http.ServerResponse, xml: string): void {
  response.setHeader('Content-Type', 'application/xml');
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

// Like S3: HEAD errors carry no body, so the SDK can only see the status code.
function sendError(response: http.ServerResponse, status: number, code: string, method: string): void {
  response.statusCode = status;
  if (method === 'HEAD') return void response.end();
  sendXml(response, `<Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`);
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
