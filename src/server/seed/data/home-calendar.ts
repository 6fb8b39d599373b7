/** The school calendar (校历): four semesters from autumn 2025 to spring 2027 and their events. */
type CalendarEventKind = 'term' | 'holiday' | 'exam' | 'event';

interface CalendarEventSeed {
  title: string;
  kind: CalendarEventKind;
  startDate: string;
  endDate: string;
}

export interface SemesterSeed {
  key: string;
  name: string;
  /** The first teaching day (a Monday) and the last day of the exam weeks. */
  startDate: string;
  endDate: string;
  events: readonly CalendarEventSeed[];
}

const ev = (title: string, kind: CalendarEventKind, startDate: string, endDate = startDate): CalendarEventSeed =>
  ({ title, kind, startDate, endDate });

/**
 * Terms of 18–20 weeks; the vacations between them belong to no semester (getSchoolCalendar then shows the coming
 * one as "not started"), and are listed as the last event of the term before them.
 */
export const SEMESTERS: readonly SemesterSeed[] = [
  {
    key: '2025-1', name: '2025-2026学年第一学期', startDate: '2025-09-01', endDate: '2026-01-18',
    events: [
      ev('新生报到', 'term', '2025-08-30', '2025-08-31'),
      ev('开学，正式上课', 'term', '2025-09-01'),
      ev('新生军训', 'event', '2025-09-02', '2025-09-16'),
      ev('补考、缓考', 'exam', '2025-09-06', '2025-09-07'),
      ev('国庆节、中秋节放假', 'holiday', '2025-10-01', '2025-10-08'),
      ev('秋季运动会', 'event', '2025-10-24', '2025-10-25'),
      ev('期中教学检查', 'exam', '2025-11-03', '2025-11-14'),
      ev('下学期选课', 'event', '2025-12-08', '2025-12-19'),
      ev('考试周', 'exam', '2026-01-05', '2026-01-18'),
      ev('寒假', 'holiday', '2026-01-19', '2026-03-01'),
    ],
  },
  {
    key: '2025-2', name: '2025-2026学年第二学期', startDate: '2026-03-02', endDate: '2026-07-12',
    events: [
      ev('学生返校报到', 'term', '2026-02-28', '2026-03-01'),
      ev('开学，正式上课', 'term', '2026-03-02'),
      ev('补考、缓考', 'exam', '2026-03-07', '2026-03-08'),
      ev('清明节放假', 'holiday', '2026-04-04', '2026-04-06'),
      ev('期中教学检查', 'exam', '2026-04-20', '2026-04-30'),
      ev('劳动节放假', 'holiday', '2026-05-01', '2026-05-05'),
      ev('春季运动会', 'event', '2026-05-15', '2026-05-16'),
      ev('毕业答辩', 'exam', '2026-05-25', '2026-06-05'),
      ev('下学期选课', 'event', '2026-06-08', '2026-06-19'),
      ev('端午节放假', 'holiday', '2026-06-19', '2026-06-21'),
      ev('毕业典礼', 'event', '2026-06-26'),
      ev('考试周', 'exam', '2026-06-29', '2026-07-12'),
      ev('暑假', 'holiday', '2026-07-13', '2026-08-30'),
    ],
  },
  {
    key: '2026-1', name: '2026-2027学年第一学期', startDate: '2026-08-31', endDate: '2027-01-17',
    events: [
      ev('新生报到', 'term', '2026-08-29', '2026-08-30'),
      ev('开学，正式上课', 'term', '2026-08-31'),
      ev('新生军训', 'event', '2026-09-01', '2026-09-15'),
      ev('补考、缓考', 'exam', '2026-09-05', '2026-09-06'),
      ev('中秋节放假', 'holiday', '2026-09-25', '2026-09-27'),
      ev('国庆节放假', 'holiday', '2026-10-01', '2026-10-07'),
      ev('秋季运动会', 'event', '2026-10-23', '2026-10-24'),
      ev('期中教学检查', 'exam', '2026-11-02', '2026-11-13'),
      ev('下学期选课', 'event', '2026-12-07', '2026-12-18'),
      ev('元旦放假', 'holiday', '2027-01-01', '2027-01-03'),
      ev('考试周', 'exam', '2027-01-04', '2027-01-17'),
      ev('寒假', 'holiday', '2027-01-18', '2027-02-28'),
    ],
  },
  {
    key: '2026-2', name: '2026-2027学年第二学期', startDate: '2027-03-01', endDate: '2027-07-11',
    events: [
      ev('学生返校报到', 'term', '2027-02-27', '2027-02-28'),
      ev('开学，正式上课', 'term', '2027-03-01'),
      ev('补考、缓考', 'exam', '2027-03-06', '2027-03-07'),
      ev('清明节放假', 'holiday', '2027-04-03', '2027-04-05'),
      ev('期中教学检查', 'exam', '2027-04-19', '2027-04-30'),
      ev('劳动节放假', 'holiday', '2027-05-01', '2027-05-05'),
      ev('春季运动会', 'event', '2027-05-14', '2027-05-15'),
      ev('毕业答辩', 'exam', '2027-05-24', '2027-06-04'),
      ev('端午节放假', 'holiday', '2027-06-09', '2027-06-11'),
      ev('下学期选课', 'event', '2027-06-07', '2027-06-18'),
      ev('毕业典礼', 'event', '2027-06-25'),
      ev('考试周', 'exam', '2027-06-28', '2027-07-11'),
      ev('暑假', 'holiday', '2027-07-12', '2027-08-29'),
    ],
  },
];
