/** Chinese public holidays as days off (调休 included), for getHoliday. */
export interface HolidaySeed {
  name: string;
  startDate: string;
  endDate: string;
}

/**
 * 2026: the official arrangement of the State Council's General Office (国务院办公厅关于2026年部分节假日安排的通知,
 * 4 November 2025).
 * 2027: not yet published when this was written. The festival days are the real ones (Spring Festival 6 February,
 * Qingming 5 April, Dragon Boat 9 June, Mid-Autumn 15 September 2027); the spans around them are our best estimate
 * by the usual pattern, to be replaced when the State Council publishes the 2027 arrangement.
 */
export const HOLIDAYS: readonly HolidaySeed[] = [
  { name: '元旦', startDate: '2026-01-01', endDate: '2026-01-03' },
  { name: '春节', startDate: '2026-02-15', endDate: '2026-02-23' },
  { name: '清明节', startDate: '2026-04-04', endDate: '2026-04-06' },
  { name: '劳动节', startDate: '2026-05-01', endDate: '2026-05-05' },
  { name: '端午节', startDate: '2026-06-19', endDate: '2026-06-21' },
  { name: '中秋节', startDate: '2026-09-25', endDate: '2026-09-27' },
  { name: '国庆节', startDate: '2026-10-01', endDate: '2026-10-07' },

  { name: '元旦', startDate: '2027-01-01', endDate: '2027-01-03' },
  { name: '春节', startDate: '2027-02-05', endDate: '2027-02-13' },
  { name: '清明节', startDate: '2027-04-03', endDate: '2027-04-05' },
  { name: '劳动节', startDate: '2027-05-01', endDate: '2027-05-05' },
  { name: '端午节', startDate: '2027-06-09', endDate: '2027-06-11' },
  { name: '中秋节', startDate: '2027-09-15', endDate: '2027-09-17' },
  { name: '国庆节', startDate: '2027-10-01', endDate: '2027-10-07' },
];
