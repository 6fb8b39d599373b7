import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import type { AuthUser } from '../../http/auth-types';
import { registerCall } from '../../http/route';
import { userViewer } from '../../http/viewer';
import * as calls from '../../../shared/api/catalogue/cards-admin';
import { BUILTIN_SOURCES } from '../../../shared/schema/cards';
import type { HomePageDocument } from '../../../shared/schema/home-config';
import type { DraftEdit } from '../../drafts/services/draft';
import { editHomeDraft, readHomeDraft } from './config/services/draft-access';
import { getApi, listApis, removeApi, saveApi, testApi } from './admin/apis';
import { getAuthConfig, setAuthConfig, tenantRoleIds } from './admin/auth-config';
import { listCardTypes, removeCardType, submitCardType } from './admin/card-types';
import {
  findCard, getCardBasic, listCards, removeCard, setCardStatus, setTypeStatus, submitCard, submitCardBasic, submitTypeCards,
} from './admin/cards';
import {
  adjustColumnOrder, findColumn, listColumns, removeColumn, saveColumnFields, savedApiIds, setRemindTodoNum, submitColumn,
} from './admin/columns';
import { PARAM_TYPES, listFlowTypes, listServiceChoices, requestParamsOf, returnParamsOf } from './admin/column-helpers';
import { previewCard } from './admin/preview';
import type { SourceContext } from './data-sources';
import { BUILTIN_SOURCE_INFO } from './data-sources/source-kinds';
import { registerExportSource } from '../spreadsheet';
import { cardColumnExport, cardExport, cardTypeExport } from './export-sources';

/** Only a role whose configuration menu holds the home-page configuration may call these; the server checks it. */
const admin = { access: { menu: 'homePageConfig' } } as const;

/**
 * The studio's card configuration calls, every one scoped to the caller's tenant. Lists and details read the home
 * page draft; edits change it (cards/config), and the portal's cards change only when it is published.
 */
export function registerCardAdminRoutes(app: FastifyInstance, feature: FeatureContext, sources: SourceContext): void {
  const { authenticator, db, now } = feature;
  const draft = (user: AuthUser) => readHomeDraft(db, user.tenantId);
  const edit = <R>(user: AuthUser, action: DraftEdit['action'], summary: string, objectId: string | undefined,
    mutate: (doc: HomePageDocument) => { doc: HomePageDocument; result: R; objectId?: string }) =>
    editHomeDraft(db, user, new Date(now()), { action, summary, ...(objectId === undefined ? {} : { objectId }) }, mutate);
  const saving = (id: string | undefined): DraftEdit['action'] => (id === undefined ? 'draft.create' : 'draft.update');

  registerCall(app, authenticator, calls.cardTypeList, admin, async (_input, { user }) => listCardTypes(await draft(user)));
  registerCall(app, authenticator, calls.cardTypeSubmit, admin, (input, { user }) =>
    edit(user, saving(input.id), 'indextypeconfig/submit', input.id, (doc) => {
      const out = submitCardType(doc, input);
      return { doc: out.doc, result: { id: out.id }, objectId: out.id };
    }));
  registerCall(app, authenticator, calls.cardTypeRemove, admin, (input, { user }) =>
    edit(user, 'draft.remove', 'indextypeconfig/removeType', input.id, (doc) => ({ doc: removeCardType(doc, input.id), result: null })));
  registerCall(app, authenticator, calls.cardTypeUnder, admin, (input, { user }) =>
    edit(user, 'draft.update', 'indextypeconfig/under', input.id, (doc) => ({ doc: setTypeStatus(doc, input.id, input.status), result: null })));
  registerCall(app, authenticator, calls.cardTypeCardList, admin, async (input, { user }) => listCards(await draft(user), input.typeId));
  registerCall(app, authenticator, calls.cardTypeSubmitCard, admin, (input, { user }) =>
    edit(user, 'draft.order', 'indextypeconfig/submitCard', input.typeId, (doc) => ({ doc: submitTypeCards(doc, input.typeId, input.cardIds), result: null })));

  registerCall(app, authenticator, calls.cardList, admin, async (input, { user }) => listCards(await draft(user), input.typeId));
  registerCall(app, authenticator, calls.cardSubmit, admin, (input, { user }) =>
    edit(user, saving(input.id), 'indexcardconfig/submit', input.id, (doc) => {
      const out = submitCard(doc, input);
      return { doc: out.doc, result: { id: out.id }, objectId: out.id };
    }));
  registerCall(app, authenticator, calls.cardRemove, admin, (input, { user }) =>
    edit(user, 'draft.remove', 'indexcardconfig/remove', input.id, (doc) => ({ doc: removeCard(doc, input.id), result: null })));
  registerCall(app, authenticator, calls.cardUnder, admin, (input, { user }) =>
    edit(user, 'draft.update', 'indexcardconfig/under', input.id, (doc) => ({ doc: setCardStatus(doc, input.id, input.status), result: null })));
  registerCall(app, authenticator, calls.cardBasicDetail, admin, async (input, { user }) => getCardBasic(await draft(user), input.cardId));
  registerCall(app, authenticator, calls.cardBasicSubmit, admin, (input, { user }) =>
    edit(user, 'draft.update', 'cardbasicconfig/submit', input.cardId, (doc) => ({ doc: submitCardBasic(doc, input), result: { id: input.cardId } })));

  registerCall(app, authenticator, calls.columnList, admin, async (input, { user }) => listColumns(await draft(user), input.cardId));
  registerCall(app, authenticator, calls.columnDetail, admin, async (input, { user }) => findColumn(await draft(user), input.id));
  registerCall(app, authenticator, calls.columnSubmit, admin, async (input, { user }) => {
    // External APIs live outside the draft: read before the edit's transaction holds the draft lock.
    const apis = await savedApiIds(db, user.tenantId, input.dataSource.kind === 'api' ? input.dataSource.apiId : undefined);
    return edit(user, saving(input.id), 'cardcolumnconfig/submit', input.id, (doc) => {
      const out = submitColumn(doc, input, apis);
      return { doc: out.doc, result: { id: out.id }, objectId: out.id };
    });
  });
  registerCall(app, authenticator, calls.columnRemove, admin, (input, { user }) =>
    edit(user, 'draft.remove', 'cardcolumnconfig/remove', input.id, (doc) => ({ doc: removeColumn(doc, input.id), result: null })));
  registerCall(app, authenticator, calls.columnAdjustOrder, admin, (input, { user }) =>
    edit(user, 'draft.order', 'cardcolumnconfig/adjustOrder', input.cardId, (doc) => ({ doc: adjustColumnOrder(doc, input.cardId, input.ids), result: null })));

  const columnFieldsOf = async (user: AuthUser, id: string) => {
    const column = findColumn(await draft(user), id);
    const source = column.dataSource;
    return {
      id: column.id, cardId: column.cardId, remindTodoNum: column.remindTodoNum,
      fieldMapping: source.kind === 'api' ? source.fieldMapping : {}, cardMapping: source.cardMapping ?? [],
    };
  };
  registerCall(app, authenticator, calls.columnTodoRemindDetail, admin, (input, { user }) => columnFieldsOf(user, input.id));
  registerCall(app, authenticator, calls.columnField, admin, (input, { user }) => columnFieldsOf(user, input.id));
  registerCall(app, authenticator, calls.columnSave, admin, (input, { user }) =>
    edit(user, 'draft.update', 'cardcolumnconfig/save', input.id, (doc) => {
      const withRemind = input.remindTodoNum === undefined ? doc : setRemindTodoNum(doc, input.id, input.remindTodoNum);
      return { doc: saveColumnFields(withRemind, input.id, input), result: { id: input.id } };
    }));

  registerCall(app, authenticator, calls.cardPreview, admin, async (input, { user, request }) =>
    previewCard(sources, await draft(user), user, input, request.log));

  registerCall(app, authenticator, calls.dataSourceList, admin, async (input) =>
    BUILTIN_SOURCES
      .filter((source) => input.cardKind === undefined || BUILTIN_SOURCE_INFO[source].cardKinds.includes(input.cardKind))
      .map((source) => ({ source, label: BUILTIN_SOURCE_INFO[source].label, cardKinds: [...BUILTIN_SOURCE_INFO[source].cardKinds] })));

  registerCall(app, authenticator, calls.columnGetConfig, admin, async (input, { user }) => findCard(await draft(user), input.cardId));
  registerCall(app, authenticator, calls.columnServiceList, admin, (input, { user }) => listServiceChoices(db, user.tenantId, input.keyword, input.size));
  registerCall(app, authenticator, calls.columnParamTypeList, admin, async () => PARAM_TYPES.map((t) => ({ ...t })));
  registerCall(app, authenticator, calls.columnRequestParams, admin, async (input) => requestParamsOf(input.source));
  registerCall(app, authenticator, calls.columnReturnParams, admin, async (input) => returnParamsOf(input.cardKind));
  registerCall(app, authenticator, calls.columnFlowTypes, admin, (_input, { user }) => listFlowTypes(db, user.tenantId));

  registerCall(app, authenticator, calls.apiList, admin, (_input, { user }) => listApis(db, user.tenantId));
  registerCall(app, authenticator, calls.apiDetail, admin, (input, { user }) => getApi(db, user.tenantId, input.id));
  registerCall(app, authenticator, calls.apiSave, admin, async (input, { user }) => saveApi(db, user.tenantId, input, sources.allow, await sources.secretBox()));
  registerCall(app, authenticator, calls.apiRemove, admin, (input, { user }) => removeApi(db, user.tenantId, input.id, (tx) => readHomeDraft(tx, user.tenantId)));
  registerCall(app, authenticator, calls.apiTest, admin, async (input, { user }) =>
    testApi(db, userViewer(user), input, sources.allow, await sources.secretBox()));

  registerCall(app, authenticator, calls.cardAuthConfig, admin, async (input, { user }) => {
    const roleIds = await tenantRoleIds(db, user.tenantId);
    return edit(user, 'draft.update', 'indextypeconfig/authConfig', input.cardId, (doc) => ({ doc: setAuthConfig(doc, input, roleIds), result: null }));
  });
  registerCall(app, authenticator, calls.cardGetAuthConfig, admin, async (input, { user }) =>
    getAuthConfig(await draft(user), await tenantRoleIds(db, user.tenantId), input.cardId));

  // The three lists' exports read the draft the pages show (EXP-02).
  registerExportSource('cardType', cardTypeExport);
  registerExportSource('card', cardExport);
  registerExportSource('cardColumn', cardColumnExport);
}
