import sharp from 'sharp';
import { DEMO_PASSWORD, demoToken, DURATION, load, startDemoApp, summary } from '../lib/app.mjs';
import { addFigure } from '../lib/figures.mjs';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const UPLOADS_AT_ONCE = 20;
// Logins hash a password each (about one per core at a time): a few connections keep them all busy.
const LOGIN_CONNECTIONS = 4;

/** A camera-like JPEG of just under 5 MB: noise compresses badly, so the size is mostly pixels to decode. */
async function fiveMegabytePhoto() {
  for (let quality = 95; quality >= 50; quality -= 5) {
    const bytes = await sharp({
      create: { width: 3000, height: 2250, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= PHOTO_MAX_BYTES - 64 * 1024) return bytes;
  }
  throw new Error('could not make a photo under 5 MB');
}

/**
 * (uploads) Login latency at rest, then while 20 doctor photos of 5 MB upload at once (each finished upload starts
 * the next, so 20 stay in flight for the whole window), on the embedded store with the demo data. Photo decoding
 * runs a bounded number at a time (PHOTO_DECODE_CONCURRENCY), so logins should barely notice: the target is a login
 * p99 at most twice the idle one. Uploads answered 503 (past PHOTO_DECODE_QUEUE) are counted, not failures.
 */
export default async function uploads(results) {
  const app = await startDemoApp('uploads');
  try {
    const adminToken = await demoToken(app, 'admin@demo.test');
    const doctors = await (await fetch(`${app.api}/doctors/consultants?limit=1`)).json();
    const doctorId = doctors.data[0]._id;
    const photo = await fiveMegabytePhoto();

    const logins = () =>
      load({
        url: `${app.api}/auth/login`,
        method: 'POST',
        connections: LOGIN_CONNECTIONS,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'patient@demo.test', password: DEMO_PASSWORD }),
      });

    const idle = await logins();

    const statuses = new Map();
    let running = true;
    const uploadOne = async () => {
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'portrait.jpg');
      const res = await fetch(`${app.api}/doctors/${doctorId}/photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    };
    const keepUploading = async () => {
      while (running) await uploadOne();
    };
    const uploaders = Array.from({ length: UPLOADS_AT_ONCE }, keepUploading);
    const busy = await logins().finally(() => (running = false));
    await Promise.all(uploaders);

    const a = summary(idle);
    const b = summary(busy);
    const ratio = a.p99 > 0 ? b.p99 / a.p99 : undefined;
    const answered = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
    console.log(
      `login while ${UPLOADS_AT_ONCE} photos of ${(photo.length / 1048576).toFixed(1)} MB upload at once ` +
        `(${DURATION} s each, ${LOGIN_CONNECTIONS} connections)\n` +
        `  idle     p50 ${a.p50} ms  p99 ${a.p99} ms  ${a.reqPerSec} logins/s  errors ${a.errors}\n` +
        `  uploads  p50 ${b.p50} ms  p99 ${b.p99} ms  ${b.reqPerSec} logins/s  errors ${b.errors}\n` +
        `  p99 ratio ${ratio?.toFixed(2) ?? 'n/a'}x; uploads answered: ${answered}\n`,
    );
    addFigure(results, {
      item: '8. Uploads',
      name: `login p99 during ${UPLOADS_AT_ONCE} photo uploads / idle`,
      value: ratio === undefined ? undefined : Number(ratio.toFixed(2)),
      unit: 'x',
      target: { atMost: 2 },
      baseline: `idle p50 ${a.p50} ms p99 ${a.p99} ms; during uploads p50 ${b.p50} ms p99 ${b.p99} ms; uploads ${answered}`,
    });
  } finally {
    await app.stop();
  }
}
