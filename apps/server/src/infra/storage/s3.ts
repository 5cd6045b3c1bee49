import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import type { Storage } from './storage';

/**
 * Any S3-compatible store. Bytes still arrive through our own signed PUT endpoint (so the type and size
 * checks are the same for both drivers) and are then written with PutObject; reads redirect to a
 * short-lived pre-signed GET, so the bucket can stay private.
 */
export function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async read() {
      return undefined;
    },
    readUrl(key) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: 300 });
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there too
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}
