import { Socket } from 'node:net'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  clientIp,
  compileTrust,
  invalidTrustEntries,
  parseTrustProxy,
  requestClientAddress,
  rewriteForwardedHeaders,
} from '@/lib/client-address'
import { parseEnv } from '@/lib/env'

/** A request as Node's server hands it over: a socket address and the headers the client sent. */
function request(
  remoteAddress: string,
  forwardedFor?: string,
  other: Record<string, string> = {},
): IncomingMessage {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress })
  const headers = { ...other, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) }
  return { socket, connection: socket, headers } as unknown as IncomingMessage
}

describe('forged client addresses: the trust rule', () => {
  it('believes no X-Forwarded-For without TRUST_PROXY (the default): the socket address counts', () => {
    const trust = compileTrust(parseTrustProxy(undefined))
    expect(requestClientAddress(request('127.0.0.1', '203.0.113.9'), trust)).toBe('127.0.0.1')
    expect(requestClientAddress(request('198.51.100.4', '203.0.113.9, 10.0.0.1'), trust)).toBe(
      '198.51.100.4',
    )
    expect(requestClientAddress(request('::ffff:198.51.100.4', '203.0.113.9'), trust)).toBe(
      '198.51.100.4',
    )
  })

  it('follows X-Forwarded-For only through the configured proxies, up to the first untrusted hop', () => {
    const trust = compileTrust(parseTrustProxy('loopback, 10.0.0.0/8'))
    expect(requestClientAddress(request('127.0.0.1', '203.0.113.9'), trust)).toBe('203.0.113.9')
    // A client that prepends a forged address behind a trusted proxy: the proxy's hop wins.
    expect(
      requestClientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.7'), trust),
    ).toBe('203.0.113.9')
    // A client connecting directly (not a trusted proxy) cannot choose its address.
    expect(requestClientAddress(request('198.51.100.4', '203.0.113.9'), trust)).toBe('198.51.100.4')
  })

  it('validates TRUST_PROXY at start-up', () => {
    expect(parseTrustProxy('none')).toEqual([])
    expect(
      invalidTrustEntries(['loopback', '10.0.0.0/8', '::1', '192.168.1.1/255.255.255.0']),
    ).toEqual([])
    expect(invalidTrustEntries(['semua', '10.0.0.0/99'])).toEqual(['semua', '10.0.0.0/99'])
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/)
    expect(parseEnv({ TRUST_PROXY: 'loopback,10.1.2.3' }).trustProxy).toEqual([
      'loopback',
      '10.1.2.3',
    ])
  })

  it('clientIp reads the one address the server wrote, and nothing that is not an address', () => {
    const headers = (h: Record<string, string>) => new Headers(h)
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1')
    // X-Real-IP is never read: the server removes it, and one reader means one header.
    expect(clientIp(headers({ 'x-real-ip': '198.51.100.2' }))).toBeNull()
    expect(clientIp(headers({ 'x-forwarded-for': '<script>' }))).toBeNull()
    expect(clientIp(headers({}))).toBeNull()
  })

  it('the server leaves one address in X-Forwarded-For and drops proxy headers from untrusted peers', () => {
    const trust = compileTrust(parseTrustProxy('loopback'))
    const fromProxy = {
      forwarded: 'for=1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'utb.ac.id',
    }
    const proxyHeaders = { 'x-real-ip': '1.2.3.4', ...fromProxy }
    const viaProxy = request('127.0.0.1', '203.0.113.9', proxyHeaders)
    rewriteForwardedHeaders(viaProxy, trust)
    expect(viaProxy.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', ...fromProxy })
    const direct = request('198.51.100.4', '203.0.113.9', proxyHeaders)
    rewriteForwardedHeaders(direct, trust)
    expect(direct.headers).toEqual({ 'x-forwarded-for': '198.51.100.4' })
    expect(clientIp(new Headers(direct.headers as Record<string, string>))).toBe('198.51.100.4')
  })
})
