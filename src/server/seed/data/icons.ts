import type { SceneKey, TypeKey } from './scenes-and-types';

/** The fixed icon set of service items: file names the portal ships under its service-icon assets. */
export const SERVICE_ICONS = [
  'icon-certificate.png', 'icon-approval.png', 'icon-calendar.png', 'icon-search.png', 'icon-edit.png',
  'icon-wallet.png', 'icon-repair.png', 'icon-account.png', 'icon-app.png', 'icon-enroll.png',
  'icon-student-card.png', 'icon-teaching.png', 'icon-flask.png', 'icon-money.png', 'icon-staff.png',
  'icon-home.png', 'icon-network.png', 'icon-book.png', 'icon-health.png', 'icon-graduation.png',
  'icon-shield.png', 'icon-card.png', 'icon-mail.png', 'icon-vpn.png', 'icon-printer.png', 'icon-car.png',
] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const ICON_BY_TYPE: Readonly<Record<TypeKey, ServiceIcon>> = {
  cert: 'icon-certificate.png',
  apply: 'icon-approval.png',
  book: 'icon-calendar.png',
  query: 'icon-search.png',
  change: 'icon-edit.png',
  pay: 'icon-wallet.png',
  repair: 'icon-repair.png',
  account: 'icon-account.png',
  system: 'icon-app.png',
};

export const ICON_BY_SCENE: Readonly<Record<SceneKey, ServiceIcon>> = {
  enroll: 'icon-enroll.png',
  status: 'icon-student-card.png',
  teaching: 'icon-teaching.png',
  research: 'icon-flask.png',
  finance: 'icon-money.png',
  hr: 'icon-staff.png',
  life: 'icon-home.png',
  network: 'icon-network.png',
  library: 'icon-book.png',
  health: 'icon-health.png',
  graduate: 'icon-graduation.png',
  security: 'icon-shield.png',
};
