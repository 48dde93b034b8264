import type { BaseRecord, DataProvider, GetListResponse } from "@refinedev/core";
import simpleRest from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";
import { estimatedTotals, httpClient } from "./http";

export const apiUrl = "/api";

/** A list result; `totalEstimated` is set when the API capped the count and the pager must say "about N". */
export type ListResult<T extends BaseRecord = BaseRecord> = GetListResponse<T> & { totalEstimated?: boolean };

/** The stock simple-rest provider over our axios instance; getList only adds `totalEstimated`. */
export const createDataProvider = (client: AxiosInstance = httpClient, url = apiUrl): DataProvider => {
  const rest = simpleRest(url, client);
  return {
    ...rest,
    getList: async (params) => {
      const result = await rest.getList(params);
      return { ...result, totalEstimated: estimatedTotals.has(result.data) } as ListResult as never;
    },
  };
};

export const dataProvider = createDataProvider();
