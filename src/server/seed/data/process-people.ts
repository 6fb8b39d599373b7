import { DEPARTMENTS, type DepartmentSeed } from './departments';
import type { Prng } from '../prng';

/**
 * The people behind the demo's process records: office staff and college staff who handle the steps, and students
 * who apply. They exist so the records read like a real university's (many applicants, a handful of approvers per
 * office); they cannot sign in (see LOCKED_PASSWORD_HASH).
 */

/**
 * Not a scrypt string, so verifyPassword never matches it: these accounts hold records, they are not for sign-in.
 * (Hashing a real password for each would cost seconds of scrypt on every fresh database.)
 */
export const LOCKED_PASSWORD_HASH = '!locked:process-records-only';

const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '胡', '朱', '郭', '何', '罗', '高', '林',
  '郑', '梁', '谢', '宋', '唐', '许', '邓', '韩', '冯', '曹', '彭', '曾', '萧', '田', '董', '潘', '袁', '蔡', '蒋', '余',
] as const;
const GIVEN = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平',
  '刚', '桂英', '晨', '浩然', '子涵', '雨桐', '欣怡', '梓轩', '思远', '一鸣', '嘉怡', '文博', '宇航', '佳琪', '俊杰', '晓彤',
  '天宇', '若曦', '志强', '海燕', '建华', '丽华', '春梅', '国栋', '立新',
] as const;

type PersonKind = 'staff' | 'student';

/**
 * The units of the demo accounts (seed/accounts.ts): the teacher heads a team of the computer-science college, the
 * administrator works at the information centre, the student studies computer science.
 */
export const DEMO_UNITS = { teacher: 'JSJ', admin: 'WLZX', student: 'JSJ' } as const;

export interface PersonSeed {
  key: string;
  kind: PersonKind;
  realName: string;
  account: string;
  deptCode: string;
  deptName: string;
}

/** Offices get two handlers each, colleges three (teaching secretary, counsellor, deputy dean); students per college. */
const STAFF_PER_OFFICE = 2;
const STAFF_PER_COLLEGE = 3;
const STUDENTS_PER_COLLEGE = 5;

function isCollege(dept: DepartmentSeed): boolean {
  return dept.category === '教学单位';
}

/** Deterministic people for the process records; names are unique so the to-do list never shows two alike. */
export function generatePeople(prng: Prng): PersonSeed[] {
  const used = new Set<string>(['王建国', '李明轩', '系统管理员']);
  const nameOf = (): string => {
    for (;;) {
      const name = prng.pick(SURNAMES) + prng.pick(GIVEN);
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const people: PersonSeed[] = [];
  let staffNo = 0;
  for (const dept of DEPARTMENTS) {
    if (dept.parent === null) continue;
    const count = isCollege(dept) ? STAFF_PER_COLLEGE : STAFF_PER_OFFICE;
    for (let i = 0; i < count; i += 1) {
      staffNo += 1;
      const no = String(staffNo).padStart(4, '0');
      people.push({ key: `t${no}`, kind: 'staff', realName: nameOf(), account: `T2008${no}`, deptCode: dept.code, deptName: dept.name });
    }
  }
  DEPARTMENTS.filter(isCollege).forEach((college, c) => {
    for (let i = 0; i < STUDENTS_PER_COLLEGE; i += 1) {
      const grade = 2022 + (i % 4);
      const no = `${grade}${String(c + 1).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`;
      people.push({ key: `s${no}`, kind: 'student', realName: nameOf(), account: no, deptCode: college.code, deptName: `${college.name} ${grade}级` });
    }
  });
  return people;
}
