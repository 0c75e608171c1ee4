// The ArcBridge workbook: fleet connectivity, extension versions and rollouts in flight, error
// budgets, and the control plane's latency and errors, over the Application Insights component.
// Its content is infra/workbooks/arcbridge.workbook.json (Notebook/1.0, edit it in the portal's
// Advanced Editor and paste it back); test/infra/kql.test.ts binds every query in it.

@description('Azure region of the workbook.')
param location string

@description('Tags applied to every resource.')
param tags object

@description('Application Insights component the workbook queries (and is listed under).')
param appInsightsId string

@description('Name shown in the Workbooks gallery.')
param displayName string

resource workbook 'Microsoft.Insights/workbooks@2023-06-01' = {
  // A workbook's name is a GUID: stable per component, so a redeployment updates it in place.
  name: guid(appInsightsId, 'arcbridge-workbook')
  location: location
  tags: tags
  kind: 'shared'
  properties: {
    displayName: displayName
    category: 'workbook'
    sourceId: appInsightsId
    version: 'Notebook/1.0'
    // The queries run against the component even when the workbook is opened from the gallery.
    serializedData: replace(loadTextContent('../workbooks/arcbridge.workbook.json'), '__APP_INSIGHTS_ID__', appInsightsId)
  }
}

output workbookId string = workbook.id
