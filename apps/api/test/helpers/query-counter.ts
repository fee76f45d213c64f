import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type OperationNode,
} from 'kysely';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Records the statements the app begins and finishes while recording, as `kind table` (e.g. `Insert
 * orders`). Only executed statements count (a subquery is part of its query); BEGIN and COMMIT are
 * not queries and are left out.
 */
export class QueryCounter implements KyselyPlugin {
  private recording: string[] | undefined;
  private seen = new WeakMap<QueryId, string>();

  start(): void {
    this.recording = [];
    this.seen = new WeakMap();
  }

  stop(): string[] {
    const recorded = this.recording ?? [];
    this.recording = undefined;
    return recorded;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.seen.set(queryId, describe(node));
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // A statement begun before recording (a background worker's, still running) is not the recorded work's.
    const statement = this.seen.get(queryId);
    if (statement !== undefined) this.recording?.push(statement);
    return result;
  }
}

function tableOf(node: OperationNode | undefined): string {
  if (node && TableNode.is(node)) return node.table.identifier.name;
  if (node && AliasNode.is(node)) return tableOf(node.node);
  return '';
}

function describe(node: RootOperationNode): string {
  let table = '';
  if (InsertQueryNode.is(node)) table = tableOf(node.into);
  else if (UpdateQueryNode.is(node)) table = tableOf(node.table);
  else if (DeleteQueryNode.is(node) || SelectQueryNode.is(node))
    table = tableOf(node.from?.froms[0]);
  return `${node.kind.replace('QueryNode', '').replace('Node', '')} ${table}`.trim();
}
