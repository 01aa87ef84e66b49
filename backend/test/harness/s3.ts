import S3rver from 's3rver';

/** s3rver: an S3-compatible server in Node, run on this machine (a real HTTP S3 API, not a mock). */
export async function startS3(dir: string, bucket: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}
