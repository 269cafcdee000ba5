import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Conversation, Message, MessageAttachment, MessageHistory } from '@backline/domain';
import { contactRelations, messageAttachments, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

type MultipartFile = { fileName: string; contentType?: string; data: Buffer };

/** A multipart body of one `file` part. */
function multipart(_fields: Record<string, never>, file: MultipartFile) {
  const boundary = `----attach${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type User = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const newUser = () => fx.createSignedInAccount({ type: 'musician' });
const userRef = (user: { id: string }) => ({ kind: 'user' as const, id: user.id });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
    })
    .toBuffer();

/** Starts a conversation from `a` to `b` with a first text. */
async function conversationOf(a: User, b: User): Promise<Conversation> {
  const response = await injectAs(t.app, 'POST', '/api/messaging/conversations', a.token, {
    to: userRef(b),
    text: 'Hallo',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversation: Conversation }>().conversation;
}

async function makeContacts(a: User, b: User) {
  const [low, high] = a.id < b.id ? [a, b] : [b, a];
  await t.app.database.db.insert(contactRelations).values({
    userLowId: low.id,
    userHighId: high.id,
    requesterId: a.id,
    addresseeId: b.id,
    status: 'confirmed',
    confirmedAt: new Date(),
  });
}

const upload = (actor: User | null, conversationId: string, file: MultipartFile) => {
  const { payload, headers } = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/messaging/conversations/${conversationId}/attachments`,
    headers: { ...headers, ...(actor ? { authorization: `Bearer ${actor.token}` } : {}) },
    payload,
  });
};

async function uploaded(actor: User, conversationId: string, file: MultipartFile) {
  const response = await upload(actor, conversationId, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ attachment: MessageAttachment }>().attachment;
}

const pdfFile = (fileName = 'Rider 2026.pdf'): MultipartFile => ({
  fileName,
  contentType: 'application/pdf',
  data: PDF,
});

const send = (actor: User, conversationId: string, payload: Record<string, unknown>) =>
  injectAs(
    t.app,
    'POST',
    `/api/messaging/conversations/${conversationId}/messages`,
    actor.token,
    payload,
  );

async function history(actor: User, conversationId: string): Promise<MessageHistory> {
  const response = await injectAs(
    t.app,
    'GET',
    `/api/messaging/conversations/${conversationId}/messages`,
    actor.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageHistory>();
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

async function storedKeys(ids: string[]) {
  const rows = await t.app.database.db
    .select({ kind: messageAttachments.kind, key: messageAttachments.storageKey })
    .from(messageAttachments)
    .where(sql`${messageAttachments.id} in ${ids}`);
  return rows.map((row) => (row.kind === 'pdf' ? row.key : `${row.key}/large.webp`));
}

const exists = (key: string) => t.app.modules.media.storage.exists(key);

describe('chat attachments: who may attach', () => {
  it('confirmed contacts send an image and a PDF; the other side sees them in the history', async () => {
    const a = await newUser();
    const b = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    expect(conversation.canAttach).toBe(true);

    const image = await uploaded(a, conversation.id, {
      fileName: 'urlaub.jpg',
      contentType: 'image/jpeg',
      data: await jpegWithGps(),
    });
    expect(image).toMatchObject({ kind: 'image', name: 'urlaub.webp', width: 800, height: 600 });
    const pdf = await uploaded(a, conversation.id, pdfFile());
    expect(pdf).toMatchObject({ kind: 'pdf', name: 'Rider 2026.pdf', thumbnailUrl: null });

    const sent = await send(a, conversation.id, { attachmentIds: [image.id, pdf.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Message>()).toMatchObject({ text: '', mine: true });
    expect(sent.json<Message>().attachments.map((file) => file.id)).toEqual([image.id, pdf.id]);

    const [newest] = (await history(b, conversation.id)).items;
    expect(newest?.mine).toBe(false);
    expect(newest?.attachments.map((file) => file.kind)).toEqual(['image', 'pdf']);
    const [seenImage, seenPdf] = newest!.attachments;

    // The image: webp, upright, without EXIF/GPS; no public cache.
    const full = await fetchFile(seenImage!.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(String(full.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    expect(full.rawPayload.toString('latin1')).not.toContain('SpyCam');
    expect((await sharp(full.rawPayload).metadata()).exif).toBeUndefined();
    const thumb = await fetchFile(seenImage!.thumbnailUrl!);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(600);

    // The PDF: a download in the sandbox.
    const download = await fetchFile(seenPdf!.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Rider%202026.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('a prior contacter may be sent files: the side they wrote to answers with one', async () => {
    const a = await newUser();
    const b = await newUser();
    const conversation = await conversationOf(a, b);
    // a wrote first: a may not attach yet (b has not written, no contacts) ...
    expect(conversation.canAttach).toBe(false);
    // ... but b may: a is a prior contacter.
    const forB = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${conversation.id}`,
      b.token,
    );
    expect(forB.json<Conversation>().canAttach).toBe(true);
    const pdf = await uploaded(b, conversation.id, pdfFile());
    const sent = await send(b, conversation.id, { text: 'Anbei', attachmentIds: [pdf.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Message>()).toMatchObject({ text: 'Anbei' });
    // Once b has written, a may attach too.
    const forA = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${conversation.id}`,
      a.token,
    );
    expect(forA.json<Conversation>().canAttach).toBe(true);
  });

  it('refuses otherwise with messaging.attachments_contacts_only, at the upload and the send', async () => {
    const a = await newUser();
    const b = await newUser();
    const conversation = await conversationOf(a, b);
    const refused = await upload(a, conversation.id, pdfFile());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'messaging.attachments_contacts_only',
      field: 'file',
    });
    // An upload made while contacts, sent after the contact ended: refused at the send.
    await makeContacts(a, b);
    const pdf = await uploaded(a, conversation.id, pdfFile());
    await t.app.database.db.delete(contactRelations);
    const late = await send(a, conversation.id, { attachmentIds: [pdf.id] });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({
      code: 'messaging.attachments_contacts_only',
      field: 'attachmentIds',
    });
  });
});

describe('chat attachments: pages', () => {
  it('a page counts by its owner and admins: a contact of one of them may send it files', async () => {
    const owner = await newUser();
    const writer = await newUser();
    const page = await fx.createPage({ ownerId: owner.id });
    const started = await injectAs(t.app, 'POST', '/api/messaging/conversations', writer.token, {
      to: { kind: 'page', id: page.id },
      text: 'Hallo Band',
    });
    const conversation = started.json<{ conversation: Conversation }>().conversation;
    expect(conversation.canAttach).toBe(false);
    await makeContacts(writer, owner);
    const again = await injectAs(
      t.app,
      'GET',
      `/api/messaging/conversations/${conversation.id}`,
      writer.token,
    );
    expect(again.json<Conversation>().canAttach).toBe(true);
    // The page answers the writer (a prior contacter) with a file, written by its owner.
    const file = await uploaded(owner, conversation.id, pdfFile());
    const answer = await send(owner, conversation.id, { attachmentIds: [file.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    const [newest] = (await history(writer, conversation.id)).items;
    expect(newest?.attachments.map((attachment) => attachment.id)).toEqual([file.id]);
  });
});

describe('chat attachments: bad files, bad ids, access', () => {
  it('refuses wrong types and oversize files with 4xx, never 5xx', async () => {
    const a = await newUser();
    const b = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    const html = await upload(a, conversation.id, {
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(422);
    expect(html.json()).toMatchObject({ code: 'media.wrong_type', field: 'file' });
    const zip = await upload(a, conversation.id, {
      fileName: 'a.zip',
      data: Buffer.from('PK\u0003\u0004garbage'),
    });
    expect(zip.statusCode).toBe(422);
    const big = await upload(a, conversation.id, {
      fileName: 'big.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(15 * 1024 * 1024 + 1)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'validation.file_too_large', field: 'file' });
    const empty = await send(a, conversation.id, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'validation.required', field: 'text' });
    const tooMany = await send(a, conversation.id, {
      attachmentIds: [
        'aaaaaaaaaa',
        'bbbbbbbbbb',
        'cccccccccc',
        'dddddddddd',
        'eeeeeeeeee',
        'ffffffffff',
      ],
    });
    expect(tooMany.statusCode).toBe(422);
    const unknown = await send(a, conversation.id, { attachmentIds: ['aaaaaaaaaa'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ field: 'attachmentIds' });
    const anonymous = await upload(null, conversation.id, pdfFile());
    expect(anonymous.statusCode).toBe(401);
  });

  it("serves a file only by a valid signed url; another user's upload cannot be sent or taken back", async () => {
    const a = await newUser();
    const b = await newUser();
    const stranger = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    const pdf = await uploaded(a, conversation.id, pdfFile());
    // Not their conversation: 404 for the stranger's upload.
    expect((await upload(stranger, conversation.id, pdfFile())).statusCode).toBe(404);
    // Another user cannot send or delete a's pending file.
    expect((await send(b, conversation.id, { attachmentIds: [pdf.id] })).statusCode).toBe(422);
    const takeBack = (actor: User) =>
      injectAs(t.app, 'DELETE', `/api/messaging/attachments/${pdf.id}`, actor.token);
    expect((await takeBack(stranger)).statusCode).toBe(404);

    const url = new URL(pdf.url, 'http://x');
    expect((await fetchFile(pdf.url)).statusCode).toBe(200);
    const unsigned = await fetchFile(url.pathname);
    expect(unsigned.statusCode).toBe(422);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await fetchFile(forged.pathname + forged.search)).statusCode).toBe(404);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetchFile(later.pathname + later.search)).statusCode).toBe(404);
    const otherVariant = `${url.pathname.replace(/\/file$/, '/large')}${url.search}`;
    expect((await fetchFile(otherVariant)).statusCode).toBe(404);
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    expect((await fetchFile(expired.pathname + expired.search)).statusCode).toBe(404);

    // The uploader takes it back: row and file gone, the url dead.
    const [key] = await storedKeys([pdf.id]);
    expect(await exists(key!)).toBe(true);
    expect((await takeBack(a)).statusCode).toBe(200);
    expect(await exists(key!)).toBe(false);
    expect((await fetchFile(pdf.url)).statusCode).toBe(404);
  });
});

describe('chat attachments: deletion and purge', () => {
  it('deleting the message deletes its files; the history keeps its place without them', async () => {
    const a = await newUser();
    const b = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    const pdf = await uploaded(a, conversation.id, pdfFile());
    const message = (await send(a, conversation.id, { attachmentIds: [pdf.id] })).json<Message>();
    const [key] = await storedKeys([pdf.id]);
    expect(await exists(key!)).toBe(true);
    const deleted = await injectAs(
      t.app,
      'DELETE',
      `/api/messaging/messages/${message.id}`,
      a.token,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await exists(key!)).toBe(false);
    expect((await fetchFile(pdf.url)).statusCode).toBe(404);
    const [gone] = (await history(b, conversation.id)).items;
    expect(gone).toMatchObject({ id: message.id, deleted: true, attachments: [] });
  });

  it('the purge deletes the files the account sent and left pending, after the commit', async () => {
    const a = await newUser();
    const b = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    const sentFile = await uploaded(a, conversation.id, pdfFile());
    await send(a, conversation.id, { attachmentIds: [sentFile.id] });
    const pendingFile = await uploaded(a, conversation.id, {
      fileName: 'p.png',
      data: await sharp({
        create: { width: 50, height: 40, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer(),
    });
    const fromB = await uploaded(b, conversation.id, pdfFile('von-b.pdf'));
    await send(b, conversation.id, { attachmentIds: [fromB.id] });
    const [sentKey, pendingKey, bKey] = await storedKeys([sentFile.id, pendingFile.id, fromB.id]);
    for (const key of [sentKey, pendingKey, bKey]) expect(await exists(key!)).toBe(true);

    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, a.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();

    const left = await t.app.database.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(eq(messageAttachments.conversationId, conversation.id));
    expect(left.map((row) => row.id)).toEqual([fromB.id]);
    expect(await exists(sentKey!)).toBe(false);
    expect(await exists(pendingKey!)).toBe(false);
    // b's file stays in b's side of the conversation.
    expect(await exists(bKey!)).toBe(true);
  });

  it('the cleanup deletes uploads never sent after a day', async () => {
    const a = await newUser();
    const b = await newUser();
    await makeContacts(a, b);
    const conversation = await conversationOf(a, b);
    const stale = await uploaded(a, conversation.id, pdfFile());
    const [key] = await storedKeys([stale.id]);
    await t.app.database.db
      .update(messageAttachments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(messageAttachments.id, stale.id));
    expect(await t.app.modules.messaging.attachments.deleteStalePending()).toBeGreaterThanOrEqual(
      1,
    );
    expect(await exists(key!)).toBe(false);
  });
});
