// The Realtime Database wire protocol as the stand-in speaks it: frames, paths, one message out.
'use strict';

/** 'impactTracker/count' from '/impactTracker/count' (firebase-server's own normalisation). */
const normalizePath = (p) =>
  String(p || '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');

/** The SDK's own frames are at most 16384 characters; a message may span several. */
const MAX_FRAME_BYTES = 256 * 1024;
const MAX_MESSAGE_CHARS = 1024 * 1024;

/** Sends one protocol message the way firebase-server does (a single frame is enough here). */
function send(ws, message) {
  try {
    ws.send(JSON.stringify(message));
  } catch {
    // The client went away; nothing to tell.
  }
}

/** Parses a client frame; multi-frame messages are never get/unlisten requests, so they are skipped. */
function parse(data) {
  try {
    const message = JSON.parse(data.toString());
    return message && message.t === 'd' && message.d ? message.d : null;
  } catch {
    return null;
  }
}

module.exports = { normalizePath, MAX_FRAME_BYTES, MAX_MESSAGE_CHARS, send, parse };
