import type * as S3Sdk from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import type { PhotoArea, PhotoStorage } from './photo-storage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;
type S3Module = typeof S3Sdk;

/** A content-named copy never changes: browsers and CDNs keep it for a year without asking again. */
export const SERVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const ORIGINAL_CACHE_CONTROL = 'private, no-store';

let loaded: Promise<S3Module> | undefined;
/** The SDK (several MB) is loaded with the first photo operation, and only by a shop on S3. */
const loadSdk = (): Promise<S3Module> => (loaded ??= import('@aws-sdk/client-s3'));

function isNotFound(error: unknown): boolean {
  const meta = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return (
    meta?.httpStatusCode === 404 ||
    (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'))
  );
}

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces): copies under
 * `products/`, originals under `originals/`. No object ACLs are sent (new AWS buckets and R2 refuse
 * them): `products/` is made public by the bucket's policy or CDN, `originals/` stays private.
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3';
  readonly servedBase: string;
  private client: Promise<{ sdk: S3Module; s3: S3Sdk.S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.servedBase = `${settings.publicUrl}/products`;
  }

  private connect(): Promise<{ sdk: S3Module; s3: S3Sdk.S3Client }> {
    this.client ??= loadSdk().then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: this.settings.credentials,
        // Checksums only where S3 requires them: R2, MinIO and older servers reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.client;
  }

  private key(area: PhotoArea, name: string): string {
    return `${area}/${name}`;
  }

  async has(area: PhotoArea, name: string): Promise<boolean> {
    const { sdk, s3 } = await this.connect();
    try {
      await s3.send(
        new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, name) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async get(area: PhotoArea, name: string): Promise<Buffer> {
    const { sdk, s3 } = await this.connect();
    const object = await s3.send(
      new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, name) }),
    );
    if (!object.Body) throw new Error(`${area}/${name} has no content`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async put(area: PhotoArea, name: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(area, name),
        Body: data,
        ContentType: contentType,
        CacheControl: area === 'products' ? SERVED_CACHE_CONTROL : ORIGINAL_CACHE_CONTROL,
      }),
    );
  }

  async remove(area: PhotoArea, name: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(
      new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, name) }),
    );
  }

  async list(area: PhotoArea): Promise<Set<string>> {
    const { sdk, s3 } = await this.connect();
    const names = new Set<string>();
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: `${area}/`,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key) names.add(item.Key.slice(area.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  close(): void {
    void this.client?.then(({ s3 }) => s3.destroy());
  }
}
