import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/cards-admin';
import { BUILTIN_SOURCES } from '../../../shared/schema/cards';
import { listApis, getApi, saveApi } from './admin/apis';
import { getAuthConfig, setAuthConfig } from './admin/auth-config';
import { listCardTypes, removeCardType, submitCardType } from './admin/card-types';
import { getCardBasic, listCards, removeCard, submitCard, submitCardBasic } from './admin/cards';
import { adjustColumnOrder, getColumn, listColumns, removeColumn, submitColumn } from './admin/columns';
import { previewCard } from './admin/preview';
import type { SourceContext } from './data-sources';
import { BUILTIN_SOURCE_INFO } from './data-sources/source-kinds';

/** Only a role whose configuration menu holds the home-page configuration may call these; the server checks it. */
const admin = { access: { menu: 'homePageConfig' } } as const;

/** The studio's card configuration calls, every one scoped to the caller's tenant. */
export function registerCardAdminRoutes(app: FastifyInstance, feature: FeatureContext, sources: SourceContext): void {
  const { authenticator, db } = feature;
  registerCall(app, authenticator, calls.cardTypeList, admin, (_input, { user }) => listCardTypes(db, user.tenantId));
  registerCall(app, authenticator, calls.cardTypeSubmit, admin, (input, { user }) => submitCardType(db, user.tenantId, input));
  registerCall(app, authenticator, calls.cardTypeRemove, admin, (input, { user }) => removeCardType(db, user.tenantId, input.id));

  registerCall(app, authenticator, calls.cardList, admin, (input, { user }) => listCards(db, user.tenantId, input.typeId));
  registerCall(app, authenticator, calls.cardSubmit, admin, (input, { user }) => submitCard(db, user.tenantId, input));
  registerCall(app, authenticator, calls.cardRemove, admin, (input, { user }) => removeCard(db, user.tenantId, input.id));
  registerCall(app, authenticator, calls.cardBasicDetail, admin, (input, { user }) => getCardBasic(db, user.tenantId, input.cardId));
  registerCall(app, authenticator, calls.cardBasicSubmit, admin, (input, { user }) => submitCardBasic(db, user.tenantId, input));

  registerCall(app, authenticator, calls.columnList, admin, (input, { user }) => listColumns(db, user.tenantId, input.cardId));
  registerCall(app, authenticator, calls.columnDetail, admin, (input, { user }) => getColumn(db, user.tenantId, input.id));
  registerCall(app, authenticator, calls.columnSubmit, admin, (input, { user }) => submitColumn(db, user.tenantId, input));
  registerCall(app, authenticator, calls.columnRemove, admin, (input, { user }) => removeColumn(db, user.tenantId, input.id));
  registerCall(app, authenticator, calls.columnAdjustOrder, admin, (input, { user }) =>
    adjustColumnOrder(db, user.tenantId, input.cardId, input.ids));

  registerCall(app, authenticator, calls.cardPreview, admin, (input, { user, request }) => previewCard(sources, user, input, request.log));

  registerCall(app, authenticator, calls.dataSourceList, admin, async (input) =>
    BUILTIN_SOURCES
      .filter((source) => input.cardKind === undefined || BUILTIN_SOURCE_INFO[source].cardKinds.includes(input.cardKind))
      .map((source) => ({ source, label: BUILTIN_SOURCE_INFO[source].label, cardKinds: [...BUILTIN_SOURCE_INFO[source].cardKinds] })));

  registerCall(app, authenticator, calls.apiList, admin, (_input, { user }) => listApis(db, user.tenantId));
  registerCall(app, authenticator, calls.apiDetail, admin, (input, { user }) => getApi(db, user.tenantId, input.id));
  registerCall(app, authenticator, calls.apiSave, admin, (input, { user }) => saveApi(db, user.tenantId, input, sources.allow));

  registerCall(app, authenticator, calls.cardAuthConfig, admin, (input, { user }) => setAuthConfig(db, user.tenantId, input));
  registerCall(app, authenticator, calls.cardGetAuthConfig, admin, (input, { user }) => getAuthConfig(db, user.tenantId, input.cardId));
}
