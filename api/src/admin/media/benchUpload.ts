// `npm run bench:upload -w @starfamily/api [-- <count>]`: upload-to-renditions time of 4000×3000 camera photos (issue 33's
// figure), through the real route (multipart, checks, re-encoding, renditions, row, manifest) on an in-memory
// database and a temporary storage folder. Each photo is different (photoGenerator), so none is already stored.
import { buildAdmin, GOOD_PASSWORD, makeOperator, signIn } from '../../testing/admin';
import { upload } from '../../testing/media';
import { generatePhoto, PHOTO } from '../../pictures/photoGenerator';

const count = Math.max(1, Number(process.argv[2] ?? 3) || 3);
const t = await buildAdmin();
try {
  await makeOperator(t, 'bench@example.com', 'editor', GOOD_PASSWORD);
  const editor = await signIn(t.app, 'bench@example.com');
  const seconds: number[] = [];
  for (let index = 1; index <= count; index++) {
    const photo = await generatePhoto(index);
    const started = performance.now();
    const answer = await upload(
      t.app,
      editor,
      { alt: `Bench photo ${index}`, focalX: '0.3', focalY: '0.6' },
      { bytes: photo, filename: `photo-${index}.jpg` },
    );
    if (answer.statusCode !== 201) throw new Error(`upload ${index}: ${answer.statusCode} ${answer.body}`);
    seconds.push((performance.now() - started) / 1000);
    console.log(`photo ${index}: ${(photo.length / 1024 / 1024).toFixed(1)} MB, ${seconds.at(-1)!.toFixed(2)} s`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  console.log(
    `upload-to-renditions, ${PHOTO.width}×${PHOTO.height} photo: median ${median.toFixed(2)} s, slowest ${sorted.at(-1)!.toFixed(2)} s over ${count}`,
  );
} finally {
  await t.close();
}
