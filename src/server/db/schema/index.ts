// Every table of the database; drizzle-kit reads this file to generate migrations.
export * from './core';
export * from './auth';
export * from './catalog';
export * from './shell';
export * from './cards';
export * from './process';
export * from './messages';
export * from './content';
export * from './directory';
export * from './ratings';
export * from './prelogin';
export * from './search';
export * from './three-lists';
export * from './robot';
export * from './chat';
export * from './personal';
export * from './studio-config';
