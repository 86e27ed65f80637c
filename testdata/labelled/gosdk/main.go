// Command gosdk is a labelled test server written against the real
// github.com/modelcontextprotocol/go-sdk v1.8.0 API: each finding mcplint
// must report carries a want comment naming its check, and each line a
// check must stay silent on carries an ok comment naming the checks (see
// docs/testing.md).
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type srv struct {
	stations  map[string]string
	consented bool
}

func (s *srv) count(ctx context.Context) (int, error) { return len(s.stations), ctx.Err() }
func (s *srv) events(ctx context.Context, day string) ([]string, error) {
	return []string{day}, ctx.Err()
}

var object = map[string]any{"type": "object"}

func main() {
	if err := newServer(&srv{}).Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

func newServer(s *srv) *mcp.Server {
	m := mcp.NewServer(&mcp.Implementation{Name: "labelled", Version: "1.0.0"}, nil)
	m.AddTool(&mcp.Tool{Name: "lowAlertAck", InputSchema: object}, s.lowAlertAck)
	m.AddTool(&mcp.Tool{Name: "lowAlertDocs", InputSchema: object}, s.lowAlertDocs)
	m.AddTool(&mcp.Tool{Name: "lowAlertFetch", InputSchema: object}, s.lowAlertFetch)
	m.AddTool(&mcp.Tool{Name: "lowAlertFlagged", InputSchema: object}, s.lowAlertFlagged)
	m.AddTool(&mcp.Tool{Name: "lowAlertList", InputSchema: object}, s.lowAlertList)
	m.AddTool(&mcp.Tool{Name: "lowAlertMute", InputSchema: object}, s.lowAlertMute)
	m.AddTool(&mcp.Tool{Name: "lowAlertPartial", InputSchema: object}, s.lowAlertPartial)
	m.AddTool(&mcp.Tool{Name: "lowAlertSummary", InputSchema: object}, s.lowAlertSummary)
	m.AddTool(&mcp.Tool{Name: "lowCalAttach", InputSchema: object}, s.lowCalAttach)
	m.AddTool(&mcp.Tool{Name: "lowCalExport", InputSchema: object}, s.lowCalExport)
	m.AddTool(&mcp.Tool{Name: "lowCalImport", InputSchema: object}, s.lowCalImport)
	m.AddTool(&mcp.Tool{Name: "lowCalInternal", InputSchema: object}, s.lowCalInternal)
	m.AddTool(&mcp.Tool{Name: "lowCalLink", InputSchema: object}, s.lowCalLink)
	m.AddTool(&mcp.Tool{Name: "lowCalPrint", InputSchema: object}, s.lowCalPrint)
	m.AddTool(&mcp.Tool{Name: "lowCalSoft", InputSchema: object}, s.lowCalSoft)
	m.AddTool(&mcp.Tool{Name: "lowForecastAppend", InputSchema: object}, s.lowForecastAppend)
	m.AddTool(&mcp.Tool{Name: "lowForecastArray", InputSchema: object}, s.lowForecastArray)
	m.AddTool(&mcp.Tool{Name: "lowForecastBlank", InputSchema: object}, s.lowForecastBlank)
	m.AddTool(&mcp.Tool{Name: "lowForecastEmpty", InputSchema: object}, s.lowForecastEmpty)
	m.AddTool(&mcp.Tool{Name: "lowForecastHelper", InputSchema: object}, s.lowForecastHelper)
	m.AddTool(&mcp.Tool{Name: "lowForecastLater", InputSchema: object}, s.lowForecastLater)
	m.AddTool(&mcp.Tool{Name: "lowForecastSet", InputSchema: object}, s.lowForecastSet)
	m.AddTool(&mcp.Tool{Name: "lowForecastSoft", InputSchema: object}, s.lowForecastSoft)
	m.AddTool(&mcp.Tool{Name: "lowRPCPlain", InputSchema: object}, s.lowRPCPlain)
	m.AddTool(&mcp.Tool{Name: "lowRPCSoft", InputSchema: object}, s.lowRPCSoft)
	m.AddTool(&mcp.Tool{Name: "lowReportHelper", InputSchema: object}, s.lowReportHelper)
	m.AddTool(&mcp.Tool{Name: "lowReportLater", InputSchema: object}, s.lowReportLater)
	m.AddTool(&mcp.Tool{Name: "lowReportPlain", InputSchema: object}, s.lowReportPlain)
	m.AddTool(&mcp.Tool{Name: "lowReportRaw", InputSchema: object}, s.lowReportRaw)
	m.AddTool(&mcp.Tool{Name: "lowStation", InputSchema: object}, s.lowStation)
	m.AddTool(&mcp.Tool{Name: "lowStationCount", InputSchema: object}, s.lowStationCount)
	m.AddTool(&mcp.Tool{Name: "lowStationDefault", InputSchema: object}, s.lowStationDefault)
	m.AddTool(&mcp.Tool{Name: "lowStationGuarded", InputSchema: object}, s.lowStationGuarded)
	m.AddTool(&mcp.Tool{Name: "lowStationKind", InputSchema: object}, s.lowStationKind)
	m.AddTool(&mcp.Tool{Name: "lowStationLookup", InputSchema: object}, s.lowStationLookup)
	m.AddTool(&mcp.Tool{Name: "lowStationPair", InputSchema: object}, s.lowStationPair)
	m.AddTool(&mcp.Tool{Name: "lowStations", InputSchema: object}, s.lowStations)
	mcp.AddTool(m, &mcp.Tool{Name: "alertTyped"}, s.alertTyped)
	mcp.AddTool(m, &mcp.Tool{Name: "calBusy"}, s.calBusy)
	mcp.AddTool(m, &mcp.Tool{Name: "calClear"}, s.calClear)
	mcp.AddTool(m, &mcp.Tool{Name: "calConnect"}, s.calConnect)
	mcp.AddTool(m, &mcp.Tool{Name: "calDay"}, s.calDay)
	mcp.AddTool(m, &mcp.Tool{Name: "calFree"}, s.calFree)
	mcp.AddTool(m, &mcp.Tool{Name: "calInvite"}, s.calInvite)
	mcp.AddTool(m, &mcp.Tool{Name: "calJoin"}, s.calJoin)
	mcp.AddTool(m, &mcp.Tool{Name: "calLink"}, s.calLink)
	mcp.AddTool(m, &mcp.Tool{Name: "calMonth"}, s.calMonth)
	mcp.AddTool(m, &mcp.Tool{Name: "calMove"}, s.calMove)
	mcp.AddTool(m, &mcp.Tool{Name: "calNotes"}, s.calNotes)
	mcp.AddTool(m, &mcp.Tool{Name: "calPlain"}, s.calPlain)
	mcp.AddTool(m, &mcp.Tool{Name: "calRetry"}, s.calRetry)
	mcp.AddTool(m, &mcp.Tool{Name: "calShare"}, s.calShare)
	mcp.AddTool(m, &mcp.Tool{Name: "calSync"}, s.calSync)
	mcp.AddTool(m, &mcp.Tool{Name: "calTeam"}, s.calTeam)
	mcp.AddTool(m, &mcp.Tool{Name: "calWeek"}, s.calWeek)
	mcp.AddTool(m, &mcp.Tool{Name: "calYear"}, s.calYear)
	mcp.AddTool(m, &mcp.Tool{Name: "calZero"}, s.calZero)
	mcp.AddTool(m, &mcp.Tool{Name: "forecastAny"}, s.forecastAny)
	mcp.AddTool(m, &mcp.Tool{Name: "forecastTyped"}, s.forecastTyped)
	mcp.AddTool(m, &mcp.Tool{Name: "reportAnyOut"}, s.reportAnyOut)
	mcp.AddTool(m, &mcp.Tool{Name: "reportCity"}, s.reportCity)
	mcp.AddTool(m, &mcp.Tool{Name: "reportErr"}, s.reportErr)
	mcp.AddTool(m, &mcp.Tool{Name: "reportRegion"}, s.reportRegion)
	mcp.AddTool(m, &mcp.Tool{Name: "reportTrend"}, s.reportTrend)
	mcp.AddTool(m, &mcp.Tool{Name: "rpcTyped"}, s.rpcTyped)
	mcp.AddTool(m, &mcp.Tool{Name: "stationTyped"}, s.stationTyped)
	registerHarder(m, s)
	registerHarder2(m, s)
	registerInline(m, s)
	registerRecall(m, s)
	registerRecall2(m, s)
	registerRecall3(m, s)
	registerRecall4(m, s)
	registerSession8(m, s)
	registerSession9(m)
	registerSession10(m)
	registerSession11(m)
	registerSession12(m)
	registerSession13(m)
	registerSession16(m)
	registerSession17(m)
	registerSession13Gate(m)
	return m
}
