import { z } from 'zod/mini';
import { englishText, ENGLISH_LIMITS } from './english';
import {
  catalogueTypeSchema, cardBasicConfigSchema, cardKindSchema, cardUrlSchema, columnDataSourceSchema, userLayoutSchema,
} from './cards';

/**
 * The home page as one studio configuration area (ADR 009, area 'homePage'): card types, cards with their basic
 * config, role settings (authConfig) and columns. The indextypeconfig / indexcardconfig / cardbasicconfig /
 * cardcolumnconfig calls edit this document's draft; publishing writes it into the card tables the portal reads.
 */

const int = () => z.number().check(z.int());
const id = z.string().check(z.minLength(1, '编号不能为空'), z.maxLength(32, '编号过长'));

const homeTypeSchema = z.object({
  id,
  typeName: z.string().check(z.trim(), z.minLength(1, '请输入类型名称'), z.maxLength(20, '类型名称不能超过 20 个字符')),
  typeNameEn: englishText(ENGLISH_LIMITS.cardTypeName, '英文名称'),
  sort: int(),
});

/** A role offered the card; a role absent from `roles` is not offered it. Mandatory implies inDefault. */
const homeCardRoleSchema = z.object({
  inDefault: z.boolean(),
  mandatory: z.boolean(),
  defaultSort: int(),
});
export type HomeCardRole = z.infer<typeof homeCardRoleSchema>;

const homeColumnSchema = z.object({
  id,
  columnName: z.string().check(z.trim(), z.minLength(1, '请输入栏目名称'), z.maxLength(20, '栏目名称不能超过 20 个字符')),
  sort: int(),
  dataSource: columnDataSourceSchema,
  remindTodoNum: z.boolean(),
});
export type HomeColumn = z.infer<typeof homeColumnSchema>;

export const homeCardSchema = z.extend(cardBasicConfigSchema, {
  id,
  typeId: id,
  cardKind: cardKindSchema,
  url: cardUrlSchema,
  status: int().check(z.gte(0, '状态只能为 0 或 1'), z.lte(1, '状态只能为 0 或 1')),
  sort: int(),
  /** By role id: keyed so that a diff names the role (`cards[id=…].roles.<roleId>.mandatory`). */
  roles: z.record(id, homeCardRoleSchema),
  columns: z.array(homeColumnSchema).check(
    z.maxLength(20, '每张卡片最多 20 个栏目'),
    z.refine((columns) => hasUnique(columns.map((c) => c.id)), '栏目编号重复'),
  ),
});
export type HomeCard = z.infer<typeof homeCardSchema>;

function hasUnique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

export const homePageDocumentSchema = z.object({
  types: z.array(homeTypeSchema).check(
    z.maxLength(50, '卡片类型最多 50 个'),
    z.refine((types) => hasUnique(types.map((t) => t.id)), '卡片类型编号重复'),
  ),
  cards: z.array(homeCardSchema).check(
    z.maxLength(200, '卡片最多 200 张'),
    z.refine((cards) => hasUnique(cards.map((c) => c.id)), '卡片编号重复'),
    z.refine((cards) => hasUnique(cards.flatMap((c) => c.columns.map((col) => col.id))), '栏目编号重复'),
  ),
}).check(
  // The live table's foreign key, held by the document too, so a draft can never fail to publish on it.
  z.refine((doc) => doc.cards.every((card) => doc.types.some((t) => t.id === card.typeId)), { message: '卡片类型不存在', path: ['cards'] }),
);
export type HomePageDocument = z.infer<typeof homePageDocumentSchema>;

/** Preview as a role: the default home page that role would get, and the catalogue it could add cards from. */
export const homePagePreviewSchema = z.object({
  layout: userLayoutSchema,
  catalogue: z.array(catalogueTypeSchema),
});
export type HomePagePreview = z.infer<typeof homePagePreviewSchema>;
