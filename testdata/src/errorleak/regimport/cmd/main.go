// Command cmd wires the shop's tools into the registry's server.
package main

import (
	"os"

	"errorleak/regimport/registry"
	"errorleak/regimport/shop"
)

func main() {
	r := registry.New()
	t := shop.NewTools(os.Getenv("SHOP_API"))
	r.RegisterTool("list_products", t.ListHandler())
	r.RegisterTool("place_order", t.OrderHandler())
	_ = r
}
