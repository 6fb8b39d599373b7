/** The wrapped-call protocol (WRAP-04, WRAP-10, WRAP-11) on WebCrypto only; both the browser and the server use it. */
export * from './constants';
export * from './encoding';
export * from './keys';
export * from './aead';
export * from './canonical';
export * from './schema';
export { createWebCryptoSealer } from './web-crypto-sealer';
export { createMemoryCryptoSessionCache } from './session-cache';
