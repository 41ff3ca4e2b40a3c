import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchPublic, FetchRefused, isBlockedAddress } from '@/lib/import/safeFetch'
import { safeEntryPath, unpackImagesZip, ZIP_LIMITS, ZipImagesError } from '@/lib/import/zipImages'

const work = mkdtempSync(path.join(tmpdir(), 'dj-import-safety-'))
const zipOf = (files: Record<string, Uint8Array>) => {
  const file = path.join(work, `${Object.keys(files).length}-${Math.random()}.zip`)
  writeFileSync(file, zipSync(files))
  return file
}

describe('images ZIP', () => {
  it('refuses names that leave the folder', () => {
    const root = '/tmp/x'
    expect(safeEntryPath(root, '../evil.jpg')).toBeNull()
    expect(safeEntryPath(root, 'a/../../evil.jpg')).toBeNull()
    expect(safeEntryPath(root, '/etc/evil.jpg')).toBeNull()
    expect(safeEntryPath(root, 'C:/evil.jpg')).toBeNull()
    expect(safeEntryPath(root, 'a\\..\\evil.jpg')).toBeNull()
    expect(safeEntryPath(root, 'content/images/2024/a.jpg')).toBe(
      '/tmp/x/content/images/2024/a.jpg',
    )
  })

  it('unpacks images only, and stops at a traversal name', async () => {
    const ok = zipOf({
      'images/2024/a.jpg': new Uint8Array([1, 2, 3]),
      'notes.txt': new Uint8Array([9]),
    })
    const target = path.join(work, 'ok')
    expect(await unpackImagesZip(ok, target)).toBe(1)
    expect(readFileSync(path.join(target, 'images/2024/a.jpg'))).toEqual(Buffer.from([1, 2, 3]))
    expect(existsSync(path.join(target, 'notes.txt'))).toBe(false)

    const evil = zipOf({ '../evil.jpg': new Uint8Array([1]) })
    await expect(unpackImagesZip(evil, path.join(work, 'evil'))).rejects.toThrow(ZipImagesError)
    expect(existsSync(path.join(work, 'evil.jpg'))).toBe(false)
  })

  it('counts the unpacked bytes and stops a ZIP bomb', async () => {
    const bomb = zipOf({ 'a.png': new Uint8Array(200_000), 'b.png': new Uint8Array(200_000) })
    const limits = { ...ZIP_LIMITS, totalBytes: 300_000 }
    await expect(unpackImagesZip(bomb, path.join(work, 'bomb'), limits)).rejects.toThrow(/zu groß/)
    const single = { ...ZIP_LIMITS, fileBytes: 100_000 }
    await expect(unpackImagesZip(bomb, path.join(work, 'big'), single)).rejects.toThrow(/zu groß/)
  })
})

describe('image downloads', () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'image/png' })
        res.end(Buffer.alloc(5000))
      } else if (req.url === '/hop') {
        res.writeHead(302, { location: '/a.png' })
        res.end()
      } else {
        res.writeHead(200, { 'content-type': 'image/png' })
        res.end(Buffer.from([137, 80, 78, 71]))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('blocks loopback, private, link-local and mapped addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isBlockedAddress(ip), ip).toBe(true)
    for (const ip of ['93.184.216.34', '2606:4700::1111'])
      expect(isBlockedAddress(ip), ip).toBe(false)
  })

  it('refuses a local server unless private addresses are allowed for tests', async () => {
    await expect(fetchPublic(`http://127.0.0.1:${port}/a.png`)).rejects.toThrow(FetchRefused)
    await expect(fetchPublic(`http://localhost:${port}/a.png`)).rejects.toThrow(/nicht öffentlich/)
    const got = await fetchPublic(`http://127.0.0.1:${port}/hop`, { allowPrivate: true })
    expect(got.contentType).toBe('image/png')
    expect(got.data).toEqual(Buffer.from([137, 80, 78, 71]))
  })

  it('refuses other schemes and stops at the size limit', async () => {
    await expect(fetchPublic('file:///etc/passwd')).rejects.toThrow(/http/)
    const limits = { bytes: 1000, timeoutMs: 5000, redirects: 1 }
    await expect(
      fetchPublic(`http://127.0.0.1:${port}/big`, { allowPrivate: true, limits }),
    ).rejects.toThrow(/zu groß/)
  })
})
